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
import { AdminDashboardPage } from "./routes/AdminDashboardPage";
import { AdminDocumentsPage } from "./routes/AdminDocumentsPage";
import { ContactMessagesPage } from "./routes/ContactMessagesPage";
import { ContactPage } from "./routes/ContactPage";
import { ForbiddenPage } from "./routes/ForbiddenPage";
import { ForgotPasswordPage } from "./routes/ForgotPasswordPage";
import { GpmPage } from "./routes/GpmPage";
import { GuideArticlePage } from "./routes/GuideArticlePage";
import { GuideCategoryPage } from "./routes/GuideCategoryPage";
import { GuideEditorPage } from "./routes/GuideEditorPage";
import { GuideHomePage } from "./routes/GuideHomePage";
import { LandingPage } from "./routes/LandingPage";
import { LegalPage } from "./routes/LegalPage";
import { LoginPage } from "./routes/LoginPage";
import { NotFoundPage } from "./routes/NotFoundPage";
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
                // The editor says itself, in the guide's words, that only administrators edit.
                { path: paths.guideEditor, element: <GuideEditorPage /> },
                {
                  loader: superuserLoader,
                  children: [
                    { path: paths.adminContactMessages, element: <ContactMessagesPage /> },
                    { path: paths.adminErrors, element: <AdminDocumentsPage list="errors" /> },
                    { path: paths.adminAllFiles, element: <AdminDocumentsPage list="all-files" /> },
                    { path: paths.adminAnalytics, element: <AdminDashboardPage /> },
                  ],
                },
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
            { path: paths.guide, element: <GuideHomePage /> },
            { path: paths.guideCategory, element: <GuideCategoryPage /> },
            { path: paths.guideArticle, element: <GuideArticlePage /> },
            { path: paths.landing, element: <LandingPage /> },
            { path: paths.contact, element: <ContactPage /> },
            { path: paths.about, element: <AboutPage /> },
            { path: paths.privacy, element: <LegalPage document={privacy} /> },
            { path: paths.terms, element: <LegalPage document={terms} /> },
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
