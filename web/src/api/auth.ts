import { http } from "./http";

export type Credentials = { email: string; password: string };

export const authApi = {
  login: (credentials: Credentials) => http.post<{ success: boolean }>("/api/token/", credentials),
  logout: () => http.post<unknown>("/api/logout/"),
  register: (credentials: Credentials) => http.post<{ success: boolean }>("/api/register/", credentials),

  // Spec §8: a 401 or any other failure of the check counts as signed out.
  isAuthenticated: async (): Promise<boolean> => {
    try {
      const answer = await http.post<{ authenticated?: boolean }>("/api/authenticated/");
      return answer?.authenticated === true;
    } catch {
      return false;
    }
  },
};
