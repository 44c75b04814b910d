/**
 * Every sentence of the product's e-mails, in English: the catalogue the others follow (same keys,
 * same `{placeholders}`). A key ending in `_one` / `_other` is one sentence in the plural forms of
 * Intl.PluralRules, filled with `{count}`; numbers are formatted for the language.
 */
export const EN = {
  greeting: "Hi {name},",
  greetingNoName: "Hi,",
  pasteLink: "Or paste this link into your browser: {link}",
  someone: "Someone",

  verifySubject: "Verify your e-mail for Trophy Rewards",
  verifyIntro: "Confirm your e-mail address to activate your Trophy Rewards account:",
  verifyButton: "Verify my e-mail",
  verifyRule_one:
    "The link works once and expires in {count} hour. If you did not sign up, ignore this message.",
  verifyRule_other:
    "The link works once and expires in {count} hours. If you did not sign up, ignore this message.",

  resetSubject: "Reset your Trophy Rewards password",
  resetIntro: "Someone asked to reset the password of your Trophy Rewards account.",
  resetChooseHere: "Choose a new one here:",
  resetButton: "Choose a new password",
  resetRule_one:
    "The link works once and expires in {count} minute. If you did not ask for it, ignore this message: your password stays as it is.",
  resetRule_other:
    "The link works once and expires in {count} minutes. If you did not ask for it, ignore this message: your password stays as it is.",

  accountExistsSubject: "You already have a Trophy Rewards account",
  accountExistsIntro:
    "Someone tried to create a Trophy Rewards account with this e-mail address, but it already has one. Nothing was changed.",
  accountExistsSignIn: "To use your account, sign in:",
  accountExistsReset:
    "Forgot your password, or never finished setting up the account? Choose a new password (this also confirms your e-mail):",
  accountExistsResetButton: "Reset my password",
  accountExistsRule: "If it was not you, ignore this message: your account stays as it is.",
  signIn: "Sign in",

  consentSubject: "A child asks for your consent to use Trophy Rewards",
  consentIntro:
    "{student} ({email}) signed up for Trophy Rewards and gave this address as their parent or guide's. A student under {age} can use their account only once a parent or guide agrees.",
  consentWhat:
    "The page below says what we collect and why, that apps award trophies and that gift cards can be redeemed with them, and how to withdraw your consent later. To agree, sign in or register there as a parent or guide; to refuse, which deletes the account, you need no account.",
  consentButton: "Read and answer",
  consentOnlyYou:
    "Only the parent or guide account with this e-mail address can agree. If you have one with another address, ask the child to correct the address.",
  consentChangedSubject: "Consent for a child's Trophy Rewards account changed",
  consentGivenBy:
    "{parent} ({parentEmail}) agreed that {student} may use their Trophy Rewards account.",
  consentWithdrawnBy:
    "{parent} ({parentEmail}) withdrew consent for {student}'s Trophy Rewards account. The account is closed, and only {parent} can give consent again.",
  consentDisputedBy:
    "{student} said that {parent} ({parentEmail}) is not their parent or guide. That link is frozen and our admins have been told.",
  consentChangedWhy:
    "You get this e-mail because you are linked to this student. It cannot be turned off: it is about who stands behind a child's account.",
  linkApprovalSubject: "A new adult asks to connect with a child you stand behind",
  linkApprovalLine:
    "{student} accepted a connection request from {parent} ({parentEmail}). Because you gave consent for {student}'s account, the connection starts only when you approve it on {student}'s page.",
  consentArrivedSubject: "Your parent or guide agreed",
  consentArrivedBody: "{parent} agreed that you can use Trophy Rewards. You can sign in now.",

  consentRule_one:
    "Without an answer within {count} day the account is deleted. If you do not know this student, refuse or ignore this message.",
  consentRule_other:
    "Without an answer within {count} days the account is deleted. If you do not know this student, refuse or ignore this message.",

  notificationWhy:
    "You get this e-mail because this notification is on in your Trophy Rewards profile.",
  notificationTurnOffText: "Turn this notification off with one click: {url}",
  notificationSettingsText: "All your notification settings: {url}",
  notificationTurnOffLink: "Turn this notification off",
  notificationSettingsLink: "all your notification settings",
  notificationFooterLinks: "{turnOff} or change {settings}.",

  openFulfillment: "Open Fulfillment",
  openMyStudents: "Open My Students",
  openYourRewards: "Open your rewards",
  openYourDashboard: "Open your dashboard",
  openApiKeys: "Open your API keys",
  openDevelopers: "Open Developers",
  openGiftCards: "Open Gift Cards",
  openYourGiftCards: "Open your gift cards",
  decideFulfilment:
    "Mark it fulfilled once they have it, or decline it with a reason to give the trophies back.",
  trophiesBack_one: "Your {count} trophy is back in your balance.",
  trophiesBack_other: "Your {count} trophies are back in your balance.",

  rewardRedeemedSubject: "{student} redeemed {title}",
  rewardRedeemedLine_one: '{student} redeemed your reward "{title}" for {count} trophy.',
  rewardRedeemedLine_other: '{student} redeemed your reward "{title}" for {count} trophies.',

  connectionAcceptedSubject: "{student} accepted your connection request",
  connectionDeclinedSubject: "{student} declined your connection request",
  connectionAcceptedLine:
    "{student} accepted your request: you now see their trophies and can create rewards for them.",
  connectionDeclinedLine: "{student} declined your request to connect.",

  rewardFulfilledSubject: "{title} is fulfilled",
  rewardFulfilledLine: 'Your reward "{title}" has been marked fulfilled. Enjoy it!',
  rewardDeclinedSubject: "{title} was declined",
  rewardDeclinedLine: 'Your reward "{title}" was declined: {reason}',

  connectionRequestedSubject: "A parent or guide asks to connect with you",
  connectionRequestedLine:
    'Someone who signed up as a parent or guide asks to connect with you on Trophy Rewards. The name they gave is "{name}", and their e-mail address is {email}.',
  connectionRequestedAdvice:
    "Accept only if you know them. You can decline the request, or block them so they cannot ask again, on your dashboard.",

  approvalEndedSubject: "{student} removed your link: gift-card approval has ended",
  approvalEndedLine:
    "{student} removed their link with you on Trophy Rewards. You were the last parent or guide approving their gift cards first, so that approval has ended: their gift-card redemptions no longer wait for anybody's approval.",
  approvalEndedAgain:
    "To approve them again, send a new connection request; once they accept it, turn on Approve gift cards first on their page.",

  developerApprovedSubject: "Your developer account is approved",
  developerApprovedLine:
    "An admin approved your Trophy Rewards developer account. Your API key is waiting for you.",
  developerRejectedSubject: "Your developer account was not approved",
  developerRejectedLine: "An admin rejected your Trophy Rewards developer account.",
  developerRejectedLineWithReason:
    "An admin rejected your Trophy Rewards developer account: {reason}",

  developerRegisteredSubject: "New developer waiting for review: {email}",
  developerRegisteredLine: "{who} registered as a developer and waits for your review.",

  lowStockSubject: "{cardType} gift cards are running low",
  lowStockLine_one:
    "Only {count} {cardType} gift card is available. Upload more before students run out.",
  lowStockLine_other:
    "Only {count} {cardType} gift cards are available. Upload more before students run out.",

  approvalRequestedSubject: "{student}'s {title} waits for your approval",
  approvalRequestedLine_one:
    "{student} redeemed {title} for {count} trophy. It waits for your approval: the trophy is held and the code stays hidden until you decide.",
  approvalRequestedLine_other:
    "{student} redeemed {title} for {count} trophies. It waits for your approval: the trophies are held and the code stays hidden until you decide.",
  approvalRequestedDecide:
    "Approve it to give them the code, or decline it with a reason to give the trophies back.",

  giftCardApprovedSubject: "Your {title} is approved",
  giftCardApprovedLine:
    "{parent} approved your {title}. It is yours now: its code is waiting for you in your gift cards.",
  giftCardDeclinedSubject: "Your {title} was declined",
  giftCardDeclinedLine: "{parent} declined your {title}.",
  giftCardDeclinedLineWithReason: "{parent} declined your {title}: {reason}",

  baseRewardRedeemedLine_one: '{student} redeemed "{title}" for {count} trophy.',
  baseRewardRedeemedLine_other: '{student} redeemed "{title}" for {count} trophies.',
  baseRewardWaitsForParent:
    "It waits for fulfilment by you, another of their parents or guides, or the platform's admins.",
  baseRewardAdminSubject: "{student} redeemed {title}: waiting for fulfilment",
  baseRewardWaitsForAdmin:
    "It waits for fulfilment by an admin or one of the student's parents or guides.",
} as const;

/** A language's catalogue: every key of the English one, none more (a gap fails the type check). */
export type MailCatalogue = { readonly [K in keyof typeof EN]: string };
