import { eq } from "drizzle-orm";
import { displayName } from "@trophy/shared/rules/display-name";
import type { UserType } from "@trophy/shared/constants";
import type { NotificationEvent } from "@trophy/shared/schemas/notifications";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import type { MailQueue } from "../../mail/queue";
import { mailTexts, type MailTexts } from "../../texts/mail/mail-texts";
import { NOTIFICATION_CONTENT, type PageUrl } from "./notification-content";
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
 * transaction of the event it tells about, only for recipients who have that event on, each in
 * their own language (what it says: notification-content.ts); the queue sends it after the commit.
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

/** What the mail calls the user: their name, else their address's first part; null if gone. */
async function nameOf(tx: Queryable, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? displayName(row) : null;
}

export function createNotifier({ queue, tokens, publicUrl }: NotifierDeps): Notifier {
  const url: PageUrl = (path) => `${publicUrl}${path}`;
  const c = NOTIFICATION_CONTENT;

  /** Queues the mail `write` makes with the sentences of the recipient's language. */
  async function send(
    tx: Queryable,
    to: NotifiedUser,
    role: UserType,
    event: NotificationEvent,
    write: (m: MailTexts) => NotificationContent,
  ): Promise<void> {
    const unsubscribe = url(`/auth/unsubscribe/${tokens.sign(to.id, event)}`);
    const content = write(mailTexts(to.language));
    await queue.enqueue(tx, notificationMail(to, content, unsubscribe, url(PROFILE[role])));
  }

  return {
    async rewardRedeemed(tx, e) {
      const to = await recipient(tx, e.parentId, "reward_redeemed");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "reward_redeemed", (m) =>
        c.rewardRedeemed(m, url, { student, title: e.title, trophyCost: e.trophyCost }),
      );
    },

    async connectionAnswered(tx, e) {
      const to = await recipient(tx, e.parentId, "connection_answered");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "connection_answered", (m) =>
        c.connectionAnswered(m, url, { student, accepted: e.accepted }),
      );
    },

    async rewardAnswered(tx, e) {
      const to = await recipient(tx, e.studentId, "reward_answered");
      if (!to) return;
      await send(tx, to, "student", "reward_answered", (m) => c.rewardAnswered(m, url, e));
    },

    async connectionRequested(tx, e) {
      const to = await recipient(tx, e.studentId, "connection_requested");
      if (!to) return;
      const [parent] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, e.parentId));
      if (!parent) return;
      await send(tx, to, "student", "connection_requested", (m) =>
        c.connectionRequested(m, url, {
          parentName: displayName(parent),
          parentEmail: parent.email,
        }),
      );
    },

    async giftCardApprovalEnded(tx, e) {
      // The approval mails' switch: a parent/guide who turned those off is not mailed this either.
      const to = await recipient(tx, e.parentId, "gift_card_approval_requested");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "gift_card_approval_requested", (m) =>
        c.giftCardApprovalEnded(m, url, { student }),
      );
    },

    async developerReviewed(tx, e) {
      const to = await recipient(tx, e.developerId, "developer_reviewed");
      if (!to) return;
      await send(tx, to, "developer", "developer_reviewed", (m) => c.developerReviewed(m, url, e));
    },

    async developerRegistered(tx, e) {
      for (const to of await adminRecipients(tx, "developer_registered")) {
        await send(tx, to, "admin", "developer_registered", (m) =>
          c.developerRegistered(m, url, e),
        );
      }
    },

    async giftCardLowStock(tx, e) {
      for (const to of await adminRecipients(tx, "gift_card_low_stock")) {
        await send(tx, to, "admin", "gift_card_low_stock", (m) => c.giftCardLowStock(m, url, e));
      }
    },

    async giftCardApprovalRequested(tx, e) {
      const to = await recipient(tx, e.parentId, "gift_card_approval_requested");
      if (!to) return;
      const student = await nameOf(tx, e.studentId);
      await send(tx, to, "parent_guide", "gift_card_approval_requested", (m) =>
        c.giftCardApprovalRequested(m, url, { student, title: e.title, trophyCost: e.trophyCost }),
      );
    },

    async giftCardAnswered(tx, e) {
      const to = await recipient(tx, e.studentId, "gift_card_answered");
      if (!to) return;
      const parent = await nameOf(tx, e.parentId);
      await send(tx, to, "student", "gift_card_answered", (m) =>
        c.giftCardAnswered(m, url, { ...e, parent }),
      );
    },

    async baseRewardRedeemed(tx, e) {
      const redeemed = {
        student: await nameOf(tx, e.studentId),
        title: e.title,
        trophyCost: e.trophyCost,
      };
      for (const to of await linkedParentRecipients(tx, e.studentId, "base_reward_redeemed")) {
        await send(tx, to, "parent_guide", "base_reward_redeemed", (m) =>
          c.baseRewardRedeemedToParent(m, url, redeemed),
        );
      }
      for (const to of await adminRecipients(tx, "base_reward_redeemed")) {
        await send(tx, to, "admin", "base_reward_redeemed", (m) =>
          c.baseRewardRedeemedToAdmin(m, url, redeemed),
        );
      }
    },
  };
}
