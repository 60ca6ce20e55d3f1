from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from api.auth import service
from api.auth.cookies import clear_session_cookies, set_session_cookies
from api.auth.schemas import AuthStatus, Credentials, LoginResult, Me, RefreshResult
from api.core.deps import CurrentUser, OptionalUser, SessionDep, SettingsDep
from api.core.errors import ERROR_RESPONSE, BadRequest, NotAuthenticated, Unprocessable, error_body
from api.core.security import REFRESH_COOKIE

router = APIRouter(prefix="/api", tags=["auth"])


def _client_ip(request: Request) -> str:
    return request.client.host if request.client else "unknown"


@router.post(
    "/register/",
    response_model=LoginResult,
    responses={400: ERROR_RESPONSE, 422: ERROR_RESPONSE, 429: ERROR_RESPONSE},
    operation_id="auth-register",
)
async def register(
    body: Credentials, request: Request, response: Response, session: SessionDep, settings: SettingsDep
) -> LoginResult | JSONResponse:
    """Create the account with its signup credits and sign it in at once."""
    try:
        user = await service.register(session, settings, body.email, body.password, _client_ip(request))
    except (BadRequest, Unprocessable) as exc:
        # Answered, not raised, so the attempt stays counted against the address.
        return JSONResponse(error_body(exc.message, exc.code), status_code=exc.status_code)
    set_session_cookies(response, await service.start_session(session, settings, user.id), settings)
    return LoginResult(success=True)


@router.post(
    "/token/",
    response_model=LoginResult,
    responses={401: ERROR_RESPONSE, 429: ERROR_RESPONSE},
    operation_id="auth-login",
)
async def login(
    body: Credentials, request: Request, response: Response, session: SessionDep, settings: SettingsDep
) -> LoginResult | JSONResponse:
    try:
        user = await service.authenticate(session, settings, body.email, body.password, _client_ip(request))
    except NotAuthenticated as exc:
        # The failure rows must be kept, so this is an answer, not an exception that rolls back.
        return JSONResponse({"success": False, **error_body(exc.message, exc.code)}, status_code=401)
    set_session_cookies(response, await service.start_session(session, settings, user.id), settings)
    return LoginResult(success=True)


@router.post(
    "/token/refresh/",
    response_model=RefreshResult,
    responses={401: ERROR_RESPONSE},
    operation_id="auth-refresh",
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


@router.post("/logout/", response_model=LoginResult, operation_id="auth-logout")
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
    operation_id="auth-authenticated",
)
async def authenticated(user: OptionalUser) -> AuthStatus | JSONResponse:
    """401 when the access token is missing or expired, so the client refreshes once and asks again."""
    if user is None:
        return JSONResponse({"authenticated": False}, status_code=401)
    return AuthStatus(authenticated=True)


@router.get("/me/", response_model=Me, responses={401: ERROR_RESPONSE}, operation_id="auth-me")
async def me(user: CurrentUser) -> Me:
    return Me(id=user.id, email=user.email, credits=user.credits, is_superuser=user.is_superuser)
