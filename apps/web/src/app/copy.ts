/** The app shell's copy: header, menus and the areas' navigation (docs/product.md §2, Header). */
export const APP_COPY = {
  appName: "Trophy Rewards",
  toggleMenu: "Toggle menu",
  mainNavigation: "Main navigation",
  navLogin: "Login",
  navSignUp: "Sign Up",
  navDashboard: "Dashboard",
  logout: "Logout",
  greetingPrefix: "Hello, ",
  navOfferings: "Offerings",
  navHistory: "History",
  navProfile: "Profile",
} as const;
