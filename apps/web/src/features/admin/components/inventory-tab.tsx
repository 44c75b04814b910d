import { useTranslation } from "react-i18next";
import { Upload } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { useInventory } from "../api/get-inventory";
import { DeleteDenominationDialog } from "./delete-denomination-dialog";
import { InventorySkeleton } from "./inventory-skeleton";
import { InventoryTypeCard } from "./inventory-type-card";

type Target = { cardType: string; usdAmount: number; trophyCost: number } | null;

/**
 * The stock per card type, each with its denominations and their Delete. A failed load says so in
 * place with the words of docs/product.md §8 and Try again; no stock leads to the upload.
 */
export function InventoryTab({ onAddCards }: { onAddCards: () => void }) {
  const { t } = useTranslation("admin");
  const inventory = useInventory();
  const [deleting, setDeleting] = useState<Target>(null);

  if (inventory.isPending) return <InventorySkeleton />;
  if (inventory.isError) {
    return (
      <LoadError
        error={inventory.error}
        onRetry={() => void inventory.refetch()}
        title={t("errorLoadingInventoryTitle")}
        fallback={t("errorLoadingInventory")}
      />
    );
  }
  const rows = inventory.data;
  return (
    <div className="grid gap-4">
      {rows.length === 0 ? (
        <EmptyState
          variant="page"
          text={t("noInventory")}
          action={
            <Button onClick={onAddCards}>
              <Upload aria-hidden="true" />
              {t("uploadCards")}
            </Button>
          }
        />
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
