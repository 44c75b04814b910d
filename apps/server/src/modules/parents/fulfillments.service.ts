import type { AdminFulfillment } from "@trophy/shared/schemas/admin-fulfillments";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import type { Db, Queryable } from "../../db/client";
import type { Announce } from "../ledger/ledger.service";
import type { Notifier } from "../notifications/notifier";
import type { Fulfiller } from "../fulfillments/fulfiller";
import { declineRedemption, fulfilRedemption } from "../fulfillments/fulfillment-decision.service";
import { listFulfilments } from "../fulfillments/fulfillment-list";

/**
 * The parent/guide's Fulfillment (docs/product.md §2): the redemptions of their custom rewards and
 * of the base rewards their linked students redeemed (modules/fulfillments). Their answers keep
 * the fields of docs/product.md §3, without the ids the admins' list adds.
 */
const parent = (parentId: string): Fulfiller => ({ role: "parent_guide", id: parentId });

function forParent(f: AdminFulfillment): Fulfillment {
  return {
    id: f.id,
    rewardTitle: f.rewardTitle,
    rewardType: f.rewardType,
    studentName: f.studentName,
    studentEmail: f.studentEmail,
    trophyCost: f.trophyCost,
    createdAt: f.createdAt,
    fulfilledAt: f.fulfilledAt,
    status: f.status,
    declinedAt: f.declinedAt,
    declineReason: f.declineReason,
  };
}

/** Waiting first, then newest. */
export async function listFulfillments(
  db: Queryable,
  parentId: string,
  page: PageQuery,
): Promise<{ fulfillments: Fulfillment[]; total: number }> {
  const { fulfillments, total } = await listFulfilments(db, parent(parentId), page);
  return { fulfillments: fulfillments.map(forParent), total };
}

export async function markFulfilled(
  db: Db,
  notifier: Pick<Notifier, "rewardAnswered">,
  parentId: string,
  id: string,
): Promise<Fulfillment> {
  return forParent(await fulfilRedemption(db, notifier, parent(parentId), id));
}

/** The trophies go back through the ledger; the student reads the reason. */
export async function declineFulfillment(
  deps: { db: Db; announce: Announce; notifier: Pick<Notifier, "rewardAnswered"> },
  parentId: string,
  id: string,
  reason: string,
): Promise<Fulfillment> {
  return forParent(await declineRedemption(deps, parent(parentId), id, reason));
}
