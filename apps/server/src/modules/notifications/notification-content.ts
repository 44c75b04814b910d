import type { MailTexts } from "../../texts/mail/mail-texts";
import type { NotificationContent } from "./notification-mail";

/** A page of the web client, as an absolute link. */
export type PageUrl = (path: string) => string;

/** A person's name as the mail shows it; "Someone" when the account is gone. */
const who = (m: MailTexts, name: string | null) => name ?? m.t("someone");

/**
 * What each notification says (docs/product.md, Notifications), in the recipient's language:
 * `m` holds its sentences. Names and titles are shown as their people wrote them.
 */
export const NOTIFICATION_CONTENT = {
  rewardRedeemed(
    m: MailTexts,
    url: PageUrl,
    e: { student: string | null; title: string; trophyCost: number },
  ): NotificationContent {
    const student = who(m, e.student);
    return {
      subject: m.t("rewardRedeemedSubject", { student, title: e.title }),
      lines: [
        m.count("rewardRedeemedLine", e.trophyCost, { student, title: e.title }),
        m.t("decideFulfilment"),
      ],
      action: { label: m.t("openFulfillment"), url: url("/parent/fulfillment") },
    };
  },

  connectionAnswered(
    m: MailTexts,
    url: PageUrl,
    e: { student: string | null; accepted: boolean },
  ): NotificationContent {
    const student = who(m, e.student);
    return {
      subject: e.accepted
        ? m.t("connectionAcceptedSubject", { student })
        : m.t("connectionDeclinedSubject", { student }),
      lines: [
        e.accepted
          ? m.t("connectionAcceptedLine", { student })
          : m.t("connectionDeclinedLine", { student }),
      ],
      action: { label: m.t("openMyStudents"), url: url("/parent/students") },
    };
  },

  rewardAnswered(
    m: MailTexts,
    url: PageUrl,
    e: { title: string } & (
      { fulfilled: true } | { fulfilled: false; reason: string; trophyCost: number }
    ),
  ): NotificationContent {
    const action = { label: m.t("openYourRewards"), url: url("/student/history?tab=rewards") };
    return e.fulfilled
      ? {
          subject: m.t("rewardFulfilledSubject", { title: e.title }),
          lines: [m.t("rewardFulfilledLine", { title: e.title })],
          action,
        }
      : {
          subject: m.t("rewardDeclinedSubject", { title: e.title }),
          lines: [
            m.t("rewardDeclinedLine", { title: e.title, reason: e.reason }),
            m.count("trophiesBack", e.trophyCost),
          ],
          action,
        };
  },

  /**
   * Anyone may register as a parent/guide and choose any name, so the name (free text, maybe a
   * lure) stays out of the subject; the body gives it beside the address they verified.
   */
  connectionRequested(
    m: MailTexts,
    url: PageUrl,
    e: { parentName: string; parentEmail: string },
  ): NotificationContent {
    return {
      subject: m.t("connectionRequestedSubject"),
      lines: [
        m.t("connectionRequestedLine", { name: e.parentName, email: e.parentEmail }),
        m.t("connectionRequestedAdvice"),
      ],
      action: { label: m.t("openYourDashboard"), url: url("/student") },
    };
  },

  giftCardApprovalEnded(
    m: MailTexts,
    url: PageUrl,
    e: { student: string | null },
  ): NotificationContent {
    const student = who(m, e.student);
    return {
      subject: m.t("approvalEndedSubject", { student }),
      lines: [m.t("approvalEndedLine", { student }), m.t("approvalEndedAgain")],
      action: { label: m.t("openMyStudents"), url: url("/parent/students") },
    };
  },

  developerReviewed(
    m: MailTexts,
    url: PageUrl,
    e: { approved: boolean; reason?: string | null },
  ): NotificationContent {
    if (e.approved) {
      return {
        subject: m.t("developerApprovedSubject"),
        lines: [m.t("developerApprovedLine")],
        action: { label: m.t("openApiKeys"), url: url("/developer/api-keys") },
      };
    }
    return {
      subject: m.t("developerRejectedSubject"),
      lines: [
        e.reason
          ? m.t("developerRejectedLineWithReason", { reason: e.reason })
          : m.t("developerRejectedLine"),
      ],
      action: { label: m.t("signIn"), url: url("/auth/login") },
    };
  },

  developerRegistered(
    m: MailTexts,
    url: PageUrl,
    e: { email: string; companyName: string | null },
  ): NotificationContent {
    const developer = e.companyName ? `${e.email} (${e.companyName})` : e.email;
    return {
      subject: m.t("developerRegisteredSubject", { email: e.email }),
      lines: [m.t("developerRegisteredLine", { who: developer })],
      action: { label: m.t("openDevelopers"), url: url("/admin/developers") },
    };
  },

  giftCardLowStock(
    m: MailTexts,
    url: PageUrl,
    e: { cardType: string; available: number },
  ): NotificationContent {
    return {
      subject: m.t("lowStockSubject", { cardType: e.cardType }),
      lines: [m.count("lowStockLine", e.available, { cardType: e.cardType })],
      action: { label: m.t("openGiftCards"), url: url("/admin/gift-cards") },
    };
  },

  giftCardApprovalRequested(
    m: MailTexts,
    url: PageUrl,
    e: { student: string | null; title: string; trophyCost: number },
  ): NotificationContent {
    const student = who(m, e.student);
    return {
      subject: m.t("approvalRequestedSubject", { student, title: e.title }),
      lines: [
        m.count("approvalRequestedLine", e.trophyCost, { student, title: e.title }),
        m.t("approvalRequestedDecide"),
      ],
      action: { label: m.t("openYourDashboard"), url: url("/parent") },
    };
  },

  /** The gift cards tab lists the student's cards with their codes, and the declined ones. */
  giftCardAnswered(
    m: MailTexts,
    url: PageUrl,
    e: { parent: string | null; title: string } & (
      { approved: true } | { approved: false; reason: string | null; trophyCost: number }
    ),
  ): NotificationContent {
    const parent = who(m, e.parent);
    const action = {
      label: m.t("openYourGiftCards"),
      url: url("/student/history?tab=giftcards"),
    };
    if (e.approved) {
      return {
        subject: m.t("giftCardApprovedSubject", { title: e.title }),
        lines: [m.t("giftCardApprovedLine", { parent, title: e.title })],
        action,
      };
    }
    return {
      subject: m.t("giftCardDeclinedSubject", { title: e.title }),
      lines: [
        e.reason
          ? m.t("giftCardDeclinedLineWithReason", { parent, title: e.title, reason: e.reason })
          : m.t("giftCardDeclinedLine", { parent, title: e.title }),
        m.count("trophiesBack", e.trophyCost),
      ],
      action,
    };
  },

  baseRewardRedeemedToParent(
    m: MailTexts,
    url: PageUrl,
    e: { student: string | null; title: string; trophyCost: number },
  ): NotificationContent {
    const student = who(m, e.student);
    return {
      subject: m.t("rewardRedeemedSubject", { student, title: e.title }),
      lines: [
        m.count("baseRewardRedeemedLine", e.trophyCost, { student, title: e.title }),
        `${m.t("baseRewardWaitsForParent")} ${m.t("decideFulfilment")}`,
      ],
      action: { label: m.t("openFulfillment"), url: url("/parent/fulfillment") },
    };
  },

  baseRewardRedeemedToAdmin(
    m: MailTexts,
    url: PageUrl,
    e: { student: string | null; title: string; trophyCost: number },
  ): NotificationContent {
    const student = who(m, e.student);
    return {
      subject: m.t("baseRewardAdminSubject", { student, title: e.title }),
      lines: [
        m.count("baseRewardRedeemedLine", e.trophyCost, { student, title: e.title }),
        `${m.t("baseRewardWaitsForAdmin")} ${m.t("decideFulfilment")}`,
      ],
      action: { label: m.t("openFulfillment"), url: url("/admin/fulfillment") },
    };
  },
};
