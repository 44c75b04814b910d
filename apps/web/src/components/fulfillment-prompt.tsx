import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { COMMON_COPY } from "@/lib/copy";
import { fillTemplate } from "@/lib/fill-template";

/** Who redeemed the reward, then what confirming will do: the text of a fulfilment's dialogs. */
export function FulfillmentPrompt({
  fulfillment,
  body,
}: {
  fulfillment: Fulfillment | null;
  body: string;
}) {
  return (
    <>
      {fulfillment &&
        fillTemplate(COMMON_COPY.studentWithEmail, {
          name: fulfillment.studentName,
          email: fulfillment.studentEmail,
        })}
      <br />
      {body}
    </>
  );
}
