import { eq } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { UserType } from "@trophy/shared/constants";
import type { NotificationEvent } from "@trophy/shared/schemas/notifications";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import type { MailQueue } from "../../mail/queue";
import { notificationMail, type NotificationContent } from "./notification-mail";
import {
  adminRecipients,
  linkedParentRecipients,
  recipient,
  type NotifiedUser,
} from "./recipients";
import type { UnsubscribeTokens } from "./unsubscribe-token";

/**
 * The notification e-mails (docs/product.md, Notifications). Each call queues its mail in the
 * transaction of the event it tells about, only for recipients who have that event on; the
 * queue sends it after the commit.
 */
export interface Notifier {
  /** To the parent/guide: a student redeemed their custom reward, to fulfil. */
  rewardRedeemed(
    tx: Queryable,
    e: { parentId: string; studentId: string; title: string; trophyCost: number },
  ): Promise<void>;
  /** To the parent/guide: the student accepted or declined their request. */
  connectionAnswered(
    tx: Queryable,
    e: { parentId: string; studentId: string; accepted: boolean },
  ): Promise<void>;
  /** To the student: their reward was fulfilled, or declined with a reason. */
  rewardAnswered(
    tx: Queryable,
    e: { studentId: string; title: string } & (
      { fulfilled: true } | { fulfilled: false; reason: string; trophyCost: number }
    ),
  ): Promise<void>;
  /** To the student: a parent/guide asks to connect. */
  connectionRequested(tx: Queryable, e: { parentId: string; studentId: string }): Promise<void>;
  /**
   * To a parent/guide who approved a student's gift cards first: the student removed their link,
   * the last one approving, so gift cards no longer wait for anybody's approval.
   */
  giftCardApprovalEnded(tx: Queryable, e: { parentId: string; studentId: string }): Promise<void>;
  /** To the developer: an admin approved or rejected the account. */
  developerReviewed(
    tx: Queryable,
    e: { developerId: string; approved: boolean; reason?: string | null },
  ): Promise<void>;
  /** To every admin: a developer registered and waits for review. */
  developerRegistered(
    tx: Queryable,
    e: { email: string; companyName: string | null },
  ): Promise<void>;
  /** To every admin: a gift-card type fell below the low-stock mark. */
  giftCardLowStock(tx: Queryable, e: { cardType: string; available: number }): Promise<void>;
  /** To a parent/guide who approves gift cards first: a linked student's gift card waits. */
  giftCardApprovalRequested(
    tx: Queryable,
    e: { parentId: string; studentId: string; title: string; trophyCost: number },
  ): Promise<void>;
  /**
   * To the student: their held gift card was approved (it is theirs; the code is never mailed),
   * or declined, with the reason when there is one.
   */
  giftCardAnswered(
    tx: Queryable,
    e: { studentId: string; parentId: string; title: string } & (
      { approved: true } | { approved: false; reason: string | null; trophyCost: number }
    ),
  ): Promise<void>;
  /**
   * To the student's linked parents/guides and to every admin: a base reward's redemption waits
   * for fulfilment, which any of them may give (or decline, giving the trophies back).
   */
  baseRewardRedeemed(
    tx: Queryable,
    e: { studentId: string; title: string; trophyCost: number },
  ): Promise<void>;
}

export interface NotifierDeps {
  queue: MailQueue;
  tokens: UnsubscribeTokens;
  publicUrl: string;
}

const PROFILE: Record<UserType, string> = {
  student: "/student/profile",
  parent_guide: "/parent/profile",
  developer: "/developer/profile",
  admin: "/admin/profile",
};

async function nameOf(tx: Queryable, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? displayName(row) : "Someone";
}

export function createNotifier({ queue, tokens, publicUrl }: NotifierDeps): Notifier {
  const url = (path: string) => `${publicUrl}${path}`;

  async function send(
    tx: Queryable,
    to: NotifiedUser,
    role: UserType,
    event: NotificationEvent,
    content: NotificationContent,
  ): Promise<void> {
    const unsubscribe = url(`/auth/unsubscribe/${tokens.sign(to.id, event)}`);
    await queue.enqueue(tx, notificationMail(to, content, unsubscribe, url(PROFILE[role])));
  }

  return {
    async rewardRedeemed(tx, e) {
      const to = await recipient(tx, e.parentId, "reward_redeemed");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "reward_redeemed", {
        subject: `${student} redeemed ${e.title}`,
        lines: [
          `${student} redeemed your reward "${e.title}" for ${String(e.trophyCost)} trophies.`,
          "Mark it fulfilled once they have it, or decline it with a reason to give the trophies back.",
        ],
        action: { label: "Open Fulfillment", url: url("/parent/fulfillment") },
      });
    },

    async connectionAnswered(tx, e) {
      const to = await recipient(tx, e.parentId, "connection_answered");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "connection_answered", {
        subject: e.accepted
          ? `${student} accepted your connection request`
          : `${student} declined your connection request`,
        lines: [
          e.accepted
            ? `${student} accepted your request: you now see their trophies and can create rewards for them.`
            : `${student} declined your request to connect.`,
        ],
        action: { label: "Open My Students", url: url("/parent/students") },
      });
    },

    async rewardAnswered(tx, e) {
      const to = await recipient(tx, e.studentId, "reward_answered");
      if (!to) return;
      await send(
        tx,
        to,
        "student",
        "reward_answered",
        e.fulfilled
          ? {
              subject: `${e.title} is fulfilled`,
              lines: [`Your reward "${e.title}" has been marked fulfilled. Enjoy it!`],
              action: { label: "Open your rewards", url: url("/student/history?tab=rewards") },
            }
          : {
              subject: `${e.title} was declined`,
              lines: [
                `Your reward "${e.title}" was declined: ${e.reason}`,
                `Your ${String(e.trophyCost)} trophies are back in your balance.`,
              ],
              action: { label: "Open your rewards", url: url("/student/history?tab=rewards") },
            },
      );
    },

    async connectionRequested(tx, e) {
      const to = await recipient(tx, e.studentId, "connection_requested");
      if (!to) return;
      // Anyone may register as a parent/guide and choose any name, so the name (free text, maybe
      // a lure) stays out of the subject; the body gives it beside the address they verified.
      const [parent] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, e.parentId));
      if (!parent) return;
      await send(tx, to, "student", "connection_requested", {
        subject: "A parent or guide asks to connect with you",
        lines: [
          `Someone who signed up as a parent or guide asks to connect with you on Trophy Rewards. The name they gave is "${displayName(parent)}", and their e-mail address is ${parent.email}.`,
          "Accept only if you know them. You can decline the request, or block them so they cannot ask again, on your dashboard.",
        ],
        action: { label: "Open your dashboard", url: url("/student") },
      });
    },

    async giftCardApprovalEnded(tx, e) {
      // The approval mails' switch: a parent/guide who turned those off is not mailed this either.
      const to = await recipient(tx, e.parentId, "gift_card_approval_requested");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "gift_card_approval_requested", {
        subject: `${student} removed your link: gift-card approval has ended`,
        lines: [
          `${student} removed their link with you on Trophy Rewards. You were the last parent or guide approving their gift cards first, so that approval has ended: their gift-card redemptions no longer wait for anybody's approval.`,
          "To approve them again, send a new connection request; once they accept it, turn on Approve gift cards first on their page.",
        ],
        action: { label: "Open My Students", url: url("/parent/students") },
      });
    },

    async developerReviewed(tx, e) {
      const to = await recipient(tx, e.developerId, "developer_reviewed");
      if (!to) return;
      await send(
        tx,
        to,
        "developer",
        "developer_reviewed",
        e.approved
          ? {
              subject: "Your developer account is approved",
              lines: [
                "An admin approved your Trophy Rewards developer account. Your API key is waiting for you.",
              ],
              action: { label: "Open your API keys", url: url("/developer/api-keys") },
            }
          : {
              subject: "Your developer account was not approved",
              lines: [
                e.reason
                  ? `An admin rejected your Trophy Rewards developer account: ${e.reason}`
                  : "An admin rejected your Trophy Rewards developer account.",
              ],
              action: { label: "Sign in", url: url("/auth/login") },
            },
      );
    },

    async developerRegistered(tx, e) {
      const who = e.companyName ? `${e.email} (${e.companyName})` : e.email;
      for (const to of await adminRecipients(tx, "developer_registered")) {
        await send(tx, to, "admin", "developer_registered", {
          subject: `New developer waiting for review: ${e.email}`,
          lines: [`${who} registered as a developer and waits for your review.`],
          action: { label: "Open Developers", url: url("/admin/developers") },
        });
      }
    },

    async giftCardLowStock(tx, e) {
      for (const to of await adminRecipients(tx, "gift_card_low_stock")) {
        await send(tx, to, "admin", "gift_card_low_stock", {
          subject: `${e.cardType} gift cards are running low`,
          lines: [
            `Only ${String(e.available)} ${e.cardType} gift cards are available. Upload more before students run out.`,
          ],
          action: { label: "Open Gift Cards", url: url("/admin/gift-cards") },
        });
      }
    },

    async giftCardApprovalRequested(tx, e) {
      const to = await recipient(tx, e.parentId, "gift_card_approval_requested");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "gift_card_approval_requested", {
        subject: `${student}'s ${e.title} waits for your approval`,
        lines: [
          `${student} redeemed ${e.title} for ${String(e.trophyCost)} trophies. It waits for your approval: the trophies are held and the code stays hidden until you decide.`,
          "Approve it to give them the code, or decline it with a reason to give the trophies back.",
        ],
        action: { label: "Open your dashboard", url: url("/parent") },
      });
    },

    async giftCardAnswered(tx, e) {
      const to = await recipient(tx, e.studentId, "gift_card_answered");
      if (!to) return;
      const parent = await nameOf(tx, e.parentId);
      // The gift cards tab lists the student's cards with their codes, and the declined ones.
      const action = { label: "Open your gift cards", url: url("/student/history?tab=giftcards") };
      await send(
        tx,
        to,
        "student",
        "gift_card_answered",
        e.approved
          ? {
              subject: `Your ${e.title} is approved`,
              lines: [
                `${parent} approved your ${e.title}. It is yours now: its code is waiting for you in your gift cards.`,
              ],
              action,
            }
          : {
              subject: `Your ${e.title} was declined`,
              lines: [
                e.reason
                  ? `${parent} declined your ${e.title}: ${e.reason}`
                  : `${parent} declined your ${e.title}.`,
                `Your ${String(e.trophyCost)} trophies are back in your balance.`,
              ],
              action,
            },
      );
    },

    async baseRewardRedeemed(tx, e) {
      const student = await nameOf(tx, e.studentId);
      const redeemed = `${student} redeemed "${e.title}" for ${String(e.trophyCost)} trophies.`;
      const decide =
        "Mark it fulfilled once they have it, or decline it with a reason to give the trophies back.";
      for (const to of await linkedParentRecipients(tx, e.studentId, "base_reward_redeemed")) {
        await send(tx, to, "parent_guide", "base_reward_redeemed", {
          subject: `${student} redeemed ${e.title}`,
          lines: [
            redeemed,
            `It waits for fulfilment by you, another of their parents or guides, or the platform's admins. ${decide}`,
          ],
          action: { label: "Open Fulfillment", url: url("/parent/fulfillment") },
        });
      }
      for (const to of await adminRecipients(tx, "base_reward_redeemed")) {
        await send(tx, to, "admin", "base_reward_redeemed", {
          subject: `${student} redeemed ${e.title}: waiting for fulfilment`,
          lines: [
            redeemed,
            `It waits for fulfilment by an admin or one of the student's parents or guides. ${decide}`,
          ],
          action: { label: "Open Fulfillment", url: url("/admin/fulfillment") },
        });
      }
    },
  };
}
