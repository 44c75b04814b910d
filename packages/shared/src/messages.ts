/** Every user-facing text of the product spec, verbatim, plus the server's own error texts. */

export const MESSAGES = {
  // Success (spec §8)
  welcomeBack: "Welcome back!",
  accountCreated: "Account created successfully!",
  codeCopied: "Code copied!",
  emailSent: "Email sent",

  // Login banners (spec §2)
  pendingApprovalTitle: "Developer Account Pending Approval",
  pendingApprovalBody:
    "Your account has been created but needs admin approval before you can sign in. This typically takes 1-2 business days.",
  verificationRequiredTitle: "Email Verification Required",
  verificationRequiredBody:
    "Please check your email and click the verification link to activate your student account.",
  resendVerification: "Resend verification email",
  invalidCredentialsTitle: "Invalid Credentials",
  invalidCredentialsBody: "The email or password you entered is incorrect.",
  signingIn: "Signing in...",

  // Login and registration failures (spec §8)
  loginFailed: "Login failed",
  loginFailedFallback: "Please check your credentials and try again.",
  resendFailed: "Failed to resend",
  resendFailedBody: "Please try again later.",
  signupFailed: "Signup failed",
  signupFailedFallback: "Please check your information and try again.",

  // Validation (spec §5)
  invalidPasswordTitle: "Invalid password",
  invalidPassword: "Password must be at least 8 characters with uppercase, lowercase, and numbers.",
  passwordsDontMatchTitle: "Passwords don't match",
  passwordsDontMatch: "Please make sure both passwords are the same.",
  emailRequiredTitle: "Email required",
  emailRequired: "Please enter your email address first.",

  // Verification (spec §8)
  noVerificationToken: "No verification token provided",
  verificationLinkUsed: "This verification link has already been used or has expired.",
  verificationFailedFallback: "Failed to verify email. The link may be invalid or expired.",
  setPasswordFailed: "Failed to set password",
  setPasswordFailedFallback: "Please try again.",

  // Session (spec §8)
  sessionExpiredTitle: "Session Expired",
  sessionExpired: "Your session has expired. Please log in again.",
  authRequiredTitle: "Authentication Required",
  authRequired: "Please log in to continue.",

  // Profile (spec §8)
  updateFailedTitle: "Update failed",
  updateFailed: "Failed to update profile. Please try again.",

  // Web shell: labels and texts of the web client's frame (header, landing, auth screens,
  // area layouts). Spec §2 names most of them; the descriptive sentences are ours.
  appName: "Trophy Rewards",
  loading: "Loading...",
  close: "Close",
  toggleMenu: "Toggle menu",
  mainNavigation: "Main navigation",
  areaNavigation: "Area navigation",
  navLogin: "Login",
  navSignUp: "Sign Up",
  navDashboard: "Dashboard",
  logout: "Logout",
  greetingPrefix: "Hello, ",
  welcomePrefix: "Welcome, ",

  landingTitle: "Welcome to Trophy Rewards",
  landingTagline:
    "Connecting developers, students, parents and educators to turn learning into trophies and real rewards.",
  signIn: "Sign In",
  createAccount: "Create Account",
  goToDashboard: "Go to Dashboard",
  students: "Students",
  studentsCardBody:
    "Earn trophies in your learning apps and redeem them for rewards and gift cards.",
  developers: "Developers",
  developersCardBody:
    "Connect your educational app with an API key and award trophies to students.",
  parentsGuides: "Parents/Guides",
  parentsCardBody: "Link to your students, create custom rewards and follow their progress.",
  rewards: "Rewards",
  rewardsCardBody: "Gift cards and personal rewards that make every achievement count.",
  howItWorks: "How It Works",
  stepCreateAccount: "Create an account",
  stepCreateAccountBody: "Sign up as a student, developer or parent/guide.",
  stepEarnConfigure: "Earn and configure",
  stepEarnConfigureBody:
    "Students earn trophies while they learn; developers and parents set up awards and rewards.",
  stepRedeem: "Redeem rewards",
  stepRedeemBody: "Trade trophies for gift cards and custom rewards.",
  getStartedToday: "Get Started Today",
  getStartedBody: "Join Trophy Rewards and celebrate every step of learning.",

  emailLabel: "Email",
  passwordLabel: "Password",
  confirmPasswordLabel: "Confirm Password",
  fullNameLabel: "Full Name",
  companyNameLabel: "Company Name",
  phoneLabel: "Phone",
  optional: "Optional",
  loginTitle: "Sign in to Trophy Rewards",
  loginSubtitle: "Enter your email and password to continue.",
  noAccountYet: "Don't have an account?",
  createAnAccount: "Create an account",
  registerTitle: "Create your account",
  registerSubtitle: "Choose your account type to get started.",
  accountType: "Account type",
  student: "Student",
  studentTypeBody: "Earn trophies and redeem rewards",
  developer: "Developer",
  developerTypeBody: "Integrate your app to award trophies",
  developerApprovalNote: "Requires admin approval before login",
  parentGuide: "Parent/Guide",
  parentTypeBody: "Create custom rewards and track progress",
  studentPasswordNote: "You will set your password after verifying your email.",
  creatingAccount: "Creating account...",
  alreadyHaveAccount: "Already have an account?",
  verifyingEmail: "Verifying your email...",
  setPasswordTitle: "Set your password",
  setPasswordBody: "Your email is verified. Choose a password to finish setting up your account.",
  setPassword: "Set Password",
  settingPassword: "Setting password...",
  emailVerifiedTitle: "Email verified!",
  emailVerifiedBody: "Your account is ready. You can now sign in.",
  verificationFailedTitle: "Verification failed",
  goToLogin: "Go to Login",
  registerAgain: "Register Again",

  requestTimedOut: "The request timed out. Please try again.",
  networkError: "Unable to reach the server. Please check your connection and try again.",
  requestFailed: "Something went wrong. Please try again.",

  administrator: "Administrator",
  customRewards: "Custom Rewards",
  fulfillment: "Fulfillment",
  users: "Users",
  giftCards: "Gift Cards",
  studentAreaIntro: "Earn trophies in your learning apps and redeem them for rewards.",
  developerAreaIntro: "Award trophies to students from your educational app.",
  parentAreaIntro: "Support your students with custom rewards and follow their progress.",
  adminAreaIntro: "Manage developers, users and the gift card inventory.",
} as const;

/** Texts the server answers with; the client matches some of them (ARCHITECTURE §3, §9). */
export const SERVER_ERRORS = {
  invalidCredentials: "Invalid credentials",
  verifyEmail: "Please verify your email before logging in",
  developerPending: "Your developer account is pending admin approval",
  developerRejected: "Your developer account was rejected by an administrator",
  suspended: "Your account has been suspended",
  tooManyAttempts: "Too many failed sign-in attempts. Please try again later.",
  emailTaken: "An account with this email already exists",
  adminRegistration: "Admin accounts cannot be created through registration",
  invalidVerificationToken: "Invalid or expired verification token",
  passwordNotNeeded: "This account does not need a password to be set",
  invalidRefreshToken: "Invalid or expired refresh token",
  authRequired: "Authentication required",
  invalidToken: "Invalid or expired token",
  forbidden: "You do not have permission to do this",
  notFound: "Not found",
  internal: "Something went wrong. Please try again later.",
  resendAccepted: "If that account is waiting for verification, a new link has been sent.",
  loggedOut: "Logged out",
} as const;
