import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";

/** Who redeemed the reward, then what confirming will do: the text of a fulfilment's dialogs. */
export function FulfillmentPrompt({
  fulfillment,
  body,
}: {
  fulfillment: Fulfillment | null;
  body: string;
}) {
  const { t } = useTranslation("common");
  return (
    <>
      {fulfillment &&
        t("studentWithEmail", {
          name: fulfillment.studentName,
          email: fulfillment.studentEmail,
        })}
      <br />
      {body}
    </>
  );
}
