import { useTranslation } from "react-i18next";
import { USER_LIST_PAGE_SIZE } from "@trophy/shared/constants";
import { ListPagination } from "./list-pagination";

interface UserPaginationProps {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next and 'Showing X to Y of N users'; only when there is more than one page. */
export function UserPagination({ page, total, onPageChange }: UserPaginationProps) {
  const { t } = useTranslation("admin");
  return (
    <ListPagination
      page={page}
      pageSize={USER_LIST_PAGE_SIZE}
      total={total}
      label={t("usersPagination")}
      summary="showingUsers"
      onPageChange={onPageChange}
    />
  );
}
