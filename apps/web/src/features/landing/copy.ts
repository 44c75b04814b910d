/** The landing page's copy (docs/product.md §2, Landing page). */
export const LANDING_COPY = {
  landingTitle: "Welcome to Trophy Rewards",
  landingTagline:
    "Connecting developers, students, parents and educators to turn learning into trophies and real rewards.",
  goToDashboard: "Go to Dashboard",
  studentsCardBody:
    "Earn trophies in your learning apps and redeem them for rewards and gift cards.",
  developersCardBody:
    "Connect your educational app with an API key and award trophies to students.",
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
} as const;
