from fastapi import APIRouter, BackgroundTasks, Request, Response
from fastapi.responses import JSONResponse

from api.auth import password_change, password_reset, service
from api.auth.cookies import clear_session_cookies, set_device_cookie, set_session_cookies
from api.auth.schemas import (
    AuthStatus,
    Credentials,
    LoginResult,
    Me,
    PasswordChange,
    RefreshResult,
    ResetConfirm,
    ResetRequest,
)
from api.core.deps import CurrentUser, MailerDep, OptionalUser, SessionDep, SettingsDep, client_ip
from api.core.errors import (
    ERROR_RESPONSE,
    BadRequest,
    NotAuthenticated,
    TooManyRequests,
    Unprocessable,
    error_body,
)
from api.core.security import DEVICE_COOKIE, REFRESH_COOKIE
from api.mail.sender import send_after_response

router = APIRouter(prefix="/api", tags=["auth"])


@router.post(
    "/register/",
    response_model=LoginResult,
    responses={400: ERROR_RESPONSE, 422: ERROR_RESPONSE, 429: ERROR_RESPONSE},
)
async def register(
    body: Credentials, request: Request, response: Response, session: SessionDep, settings: SettingsDep
) -> LoginResult | JSONResponse:
    """Create the account with its signup credits and sign it in at once."""
    try:
        user = await service.register(session, settings, body.email, body.password, client_ip(request))
    except (BadRequest, Unprocessable) as exc:
        # Answered, not raised, so the attempt stays counted against the address.
        return JSONResponse(error_body(exc.message, exc.code), status_code=exc.status_code)
    set_session_cookies(response, await service.start_session(session, settings, user.id), settings)
    set_device_cookie(response, user.id, settings)
    return LoginResult(success=True)


@router.post(
    "/token/",
    response_model=LoginResult,
    responses={401: ERROR_RESPONSE, 429: ERROR_RESPONSE},
)
async def login(
    body: Credentials, request: Request, response: Response, session: SessionDep, settings: SettingsDep
) -> LoginResult | JSONResponse:
    try:
        user = await service.authenticate(
            session,
            settings,
            body.email,
            body.password,
            client_ip(request),
            request.cookies.get(DEVICE_COOKIE),
        )
    except NotAuthenticated as exc:
        # The failure rows must be kept, so this is an answer, not an exception that rolls back.
        return JSONResponse({"success": False, **error_body(exc.message, exc.code)}, status_code=401)
    set_session_cookies(response, await service.start_session(session, settings, user.id), settings)
    set_device_cookie(response, user.id, settings)
    return LoginResult(success=True)


@router.post(
    "/token/refresh/",
    response_model=RefreshResult,
    responses={401: ERROR_RESPONSE},
)
async def refresh(request: Request, session: SessionDep, settings: SettingsDep) -> JSONResponse:
    try:
        tokens = await service.rotate(session, settings, request.cookies.get(REFRESH_COOKIE))
    except NotAuthenticated as exc:
        response = JSONResponse({"refreshed": False, **error_body(exc.message, exc.code)}, status_code=401)
        clear_session_cookies(response, settings)
        return response
    response = JSONResponse({"refreshed": True})
    set_session_cookies(response, tokens, settings)
    return response


@router.post("/logout/", response_model=LoginResult)
async def logout(
    request: Request, response: Response, session: SessionDep, settings: SettingsDep
) -> LoginResult:
    await service.end_session(session, settings, request.cookies.get(REFRESH_COOKIE))
    clear_session_cookies(response, settings)
    return LoginResult(success=True)


@router.post(
    "/authenticated/",
    response_model=AuthStatus,
    responses={401: ERROR_RESPONSE},
)
async def authenticated(user: OptionalUser) -> AuthStatus | JSONResponse:
    """401 when the access token is missing or expired, so the client refreshes once and asks again."""
    if user is None:
        return JSONResponse({"authenticated": False}, status_code=401)
    return AuthStatus(authenticated=True)


@router.get("/me/", response_model=Me, responses={401: ERROR_RESPONSE})
async def me(user: CurrentUser) -> Me:
    return Me(id=user.id, email=user.email, credits=user.credits, is_superuser=user.is_superuser)


@router.post(
    "/password-reset/",
    response_model=LoginResult,
    responses={429: ERROR_RESPONSE},
    operation_id="auth-password_reset_request",
)
async def request_password_reset(
    body: ResetRequest,
    request: Request,
    background: BackgroundTasks,
    session: SessionDep,
    settings: SettingsDep,
    mailer: MailerDep,
) -> LoginResult:
    """E-mails a link to set a new password. The answer is the same whether or not the address has
    an account; only a client asking too often is refused (429)."""
    mail = await password_reset.request_reset(session, settings, body.email, client_ip(request))
    if mail is not None:
        background.add_task(send_after_response, mailer, mail)
    return LoginResult(success=True)


@router.post(
    "/password-reset/confirm/",
    response_model=LoginResult,
    responses={400: ERROR_RESPONSE, 422: ERROR_RESPONSE},
    operation_id="auth-password_reset_confirm",
)
async def confirm_password_reset(
    body: ResetConfirm, request: Request, response: Response, session: SessionDep, settings: SettingsDep
) -> LoginResult:
    """Sets the new password from a valid link, ends every session of the user and signs this
    browser in."""
    user = await password_reset.reset_password(session, body.token, body.password, client_ip(request))
    set_session_cookies(response, await service.start_session(session, settings, user.id), settings)
    return LoginResult(success=True)


@router.post(
    "/password-change/",
    response_model=LoginResult,
    responses={400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 422: ERROR_RESPONSE, 429: ERROR_RESPONSE},
    operation_id="auth-password_change",
)
async def change_password(
    body: PasswordChange,
    request: Request,
    response: Response,
    user: CurrentUser,
    session: SessionDep,
    settings: SettingsDep,
) -> LoginResult | JSONResponse:
    """Sets a new password after checking the current one (400 when wrong, counted like failed logins;
    429 after too many), ends every other session of the user and gives this browser a fresh one."""
    try:
        await password_change.change_password(
            session, settings, user, body.current_password, body.new_password, client_ip(request)
        )
    except (BadRequest, Unprocessable, TooManyRequests) as exc:
        # Answered, not raised, so a wrong password stays counted and written to the audit log.
        return JSONResponse(error_body(exc.message, exc.code), status_code=exc.status_code)
    set_session_cookies(response, await service.start_session(session, settings, user.id), settings)
    return LoginResult(success=True)
