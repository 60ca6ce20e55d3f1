import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject } from "react-router";
import {
  alwaysRevalidate,
  guestOnlyLoader,
  sessionLoader,
  signedInLoader,
  superuserLoader,
} from "./auth/guards";
import { AppLayout } from "./components/Layout/AppLayout";
import { Loading } from "./components/ui/load-states";
import { paths } from "./paths";
import { salary2025 } from "./calc/salary2025";
import { salary2026 } from "./calc/salary2026";
import { AboutPage } from "./routes/AboutPage";
import { ContactMessagesPage } from "./routes/ContactMessagesPage";
import { ContactPage } from "./routes/ContactPage";
import { ForbiddenPage } from "./routes/ForbiddenPage";
import { ForgotPasswordPage } from "./routes/ForgotPasswordPage";
import { GpmPage } from "./routes/GpmPage";
import { LandingPage } from "./routes/LandingPage";
import { LegalPage } from "./routes/LegalPage";
import { LoginPage } from "./routes/LoginPage";
import { NotFoundPage } from "./routes/NotFoundPage";
import { PendingPage } from "./routes/PendingPage";
import { RegisterPage } from "./routes/RegisterPage";
import { ResetPasswordPage } from "./routes/ResetPasswordPage";
import { RouteError } from "./routes/RouteError";
import { SalaryPage } from "./routes/SalaryPage";
import { SettingsPage } from "./routes/SettingsPage";
import { SummaryPage } from "./routes/SummaryPage";
import { TopUpPage } from "./routes/TopUpPage";
import { VatPage } from "./routes/VatPage";
import { privacy, terms } from "./content/legal";
import { texts } from "./texts";

const p = texts.pages;

// Public screens of spec 001 whose content arrives with later issues.
const publicPages: [string, string][] = [
  [paths.guide, p.guide],
  [paths.guideCategory, p.guideCategory],
  [paths.guideArticle, p.guideArticle],
];

const adminPages: [string, string][] = [
  [paths.adminErrors, p.adminErrors],
  [paths.adminAllFiles, p.adminAllFiles],
  [paths.adminAnalytics, p.adminAnalytics],
];

const pendingRoutes = (pages: [string, string][]): RouteObject[] =>
  pages.map(([path, title]) => ({ path, element: <PendingPage title={title} /> }));

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      element: <AppLayout />,
      loader: sessionLoader(queryClient),
      shouldRevalidate: alwaysRevalidate,
      hydrateFallbackElement: <Loading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              loader: guestOnlyLoader(queryClient),
              shouldRevalidate: alwaysRevalidate,
              children: [
                { path: paths.login, element: <LoginPage /> },
                { path: paths.register, element: <RegisterPage /> },
              ],
            },
            // Open to a signed-in browser too: the settings link there, and the mailed link must work
            // wherever it is opened.
            { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
            { path: paths.resetPassword, element: <ResetPasswordPage /> },
            {
              loader: signedInLoader(queryClient),
              shouldRevalidate: alwaysRevalidate,
              children: [
                { path: paths.summary, element: <SummaryPage /> },
                { path: paths.topUp, element: <TopUpPage /> },
                { path: paths.settings, element: <SettingsPage /> },
                { path: paths.adminContactMessages, element: <ContactMessagesPage /> },
                { loader: superuserLoader, children: pendingRoutes(adminPages) },
              ],
            },
            { path: paths.home, element: <SalaryPage title={p.home} law={salary2025} /> },
            {
              path: paths.salary2026,
              element: (
                <SalaryPage
                  title={p.salary2026}
                  law={salary2026}
                  extraRules={[texts.calculators.salary.dividends]}
                />
              ),
            },
            { path: paths.vatCalculator, element: <VatPage /> },
            { path: paths.gpmCalculator, element: <GpmPage /> },
            { path: paths.landing, element: <LandingPage /> },
            { path: paths.contact, element: <ContactPage /> },
            { path: paths.about, element: <AboutPage /> },
            { path: paths.privacy, element: <LegalPage document={privacy} /> },
            { path: paths.terms, element: <LegalPage document={terms} /> },
            ...pendingRoutes(publicPages),
            { path: paths.forbidden, element: <ForbiddenPage /> },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
