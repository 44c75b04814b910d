// The resolver every schema-validated form uses: zod's own messages then follow the language.
import "./i18n/zod-locale";

export { zodResolver } from "@hookform/resolvers/zod";
