import { MESSAGES } from "@trophy/shared/messages";
import { useState } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/lib/use-error-toast";
import { useInventory } from "../api/get-inventory";
import { DeleteDenominationDialog } from "./delete-denomination-dialog";
import { InventoryTypeCard } from "./inventory-type-card";
import { EmptyState } from "@/components/empty-state";

type Target = { cardType: string; usdAmount: number; trophyCost: number } | null;

/** The stock per card type, each with its denominations and their Delete. */
export function InventoryTab() {
  const inventory = useInventory();
  const [deleting, setDeleting] = useState<Target>(null);
  useErrorToast(
    inventory.error,
    MESSAGES.errorLoadingInventoryTitle,
    MESSAGES.errorLoadingInventory,
  );

  if (inventory.isPending) return <PageSpinner />;
  const rows = inventory.data ?? [];
  return (
    <div className="grid gap-4">
      {rows.length === 0 ? (
        <EmptyState variant="page" text={MESSAGES.noInventory} />
      ) : (
        rows.map((row) => (
          <InventoryTypeCard
            key={row.cardType}
            row={row}
            onDelete={(type, denomination) => {
              setDeleting({
                cardType: type.cardType,
                usdAmount: denomination.usdAmount,
                trophyCost: denomination.trophyCost,
              });
            }}
          />
        ))
      )}
      <DeleteDenominationDialog
        target={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </div>
  );
}
