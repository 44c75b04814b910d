import { useTranslation } from "react-i18next";
import { CreditCard, Download, Package, Plus, Upload } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AddGiftCardForm } from "../components/add-gift-card-form";
import { BulkUploadTab } from "../components/bulk-upload-tab";
import { ExportTab } from "../components/export-tab";
import { InventoryTab } from "../components/inventory-tab";

// Panels stay mounted while hidden: a half-filled form, a picked file or an upload under way
// survives a look at another tab.
const PANEL = "data-[state=inactive]:hidden";

type Tab = "inventory" | "upload" | "add" | "export";
const isTab = (value: string): value is Tab =>
  ["inventory", "upload", "add", "export"].includes(value);

/** The gift card stock: Inventory, Bulk Upload, Add Single and Export. */
export function AdminGiftCardsPage() {
  const { t } = useTranslation(["admin", "common"]);
  const [tab, setTab] = useState<Tab>("inventory");
  return (
    <div className="grid gap-6">
      <PageHeader
        icon={CreditCard}
        title={t("common:giftCards")}
        intro={t("adminGiftCardsIntro")}
      />
      <Tabs
        value={tab}
        onValueChange={(next) => {
          if (isTab(next)) setTab(next);
        }}
        className="min-w-0"
      >
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value="inventory">
            <Package aria-hidden="true" />
            {t("tabInventory")}
          </TabsTrigger>
          <TabsTrigger value="upload">
            <Upload aria-hidden="true" />
            {t("tabBulkUpload")}
          </TabsTrigger>
          <TabsTrigger value="add">
            <Plus aria-hidden="true" />
            {t("tabAddSingle")}
          </TabsTrigger>
          <TabsTrigger value="export">
            <Download aria-hidden="true" />
            {t("tabExport")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="inventory" forceMount className={PANEL}>
          <InventoryTab
            onAddCards={() => {
              setTab("upload");
            }}
          />
        </TabsContent>
        <TabsContent value="upload" forceMount className={PANEL}>
          <Card className="p-4 sm:p-6">
            <BulkUploadTab />
          </Card>
        </TabsContent>
        <TabsContent value="add" forceMount className={PANEL}>
          <Card className="p-4 sm:p-6">
            <AddGiftCardForm />
          </Card>
        </TabsContent>
        <TabsContent value="export" forceMount className={PANEL}>
          <Card className="p-4 sm:p-6">
            <ExportTab />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
