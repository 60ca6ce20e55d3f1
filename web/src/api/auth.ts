import { authAuthenticated, authLogin, authLogout, authRegister, type Credentials } from "../client";
import { unwrap } from "./http";

export const authApi = {
  login: (credentials: Credentials) => unwrap(authLogin({ body: credentials })),
  logout: () => unwrap(authLogout()),
  register: (credentials: Credentials) => unwrap(authRegister({ body: credentials })),

  // Spec §8: a 401 or any other failure of the check counts as signed out.
  isAuthenticated: async (): Promise<boolean> => {
    try {
      const answer = await unwrap(authAuthenticated());
      return answer?.authenticated === true;
    } catch {
      return false;
    }
  },
};
