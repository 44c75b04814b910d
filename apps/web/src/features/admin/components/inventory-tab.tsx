import { useState } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/lib/use-error-toast";
import { useInventory } from "../api/get-inventory";
import { DeleteDenominationDialog } from "./delete-denomination-dialog";
import { InventoryTypeCard } from "./inventory-type-card";
import { EmptyState } from "@/components/empty-state";
import { ADMIN_COPY } from "../copy";

type Target = { cardType: string; usdAmount: number; trophyCost: number } | null;

/** The stock per card type, each with its denominations and their Delete. */
export function InventoryTab() {
  const inventory = useInventory();
  const [deleting, setDeleting] = useState<Target>(null);
  useErrorToast(
    inventory.error,
    ADMIN_COPY.errorLoadingInventoryTitle,
    ADMIN_COPY.errorLoadingInventory,
  );

  if (inventory.isPending) return <PageSpinner />;
  const rows = inventory.data ?? [];
  return (
    <div className="grid gap-4">
      {rows.length === 0 ? (
        <EmptyState variant="page" text={ADMIN_COPY.noInventory} />
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
