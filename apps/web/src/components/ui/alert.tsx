import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const alertVariants = cva(
  "relative grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl border p-4 text-sm [&>svg]:row-span-2 [&>svg]:mt-0.5 [&>svg]:size-5",
  {
    variants: {
      variant: {
        default: "border-slate-200 bg-white text-slate-900 [&>svg]:text-slate-600",
        info: "border-sky-200 bg-sky-50 text-sky-950 [&>svg]:text-sky-600",
        warning: "border-amber-300 bg-amber-50 text-amber-950 [&>svg]:text-amber-600",
        destructive: "border-red-200 bg-red-50 text-red-950 [&>svg]:text-red-600",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 className={cn("col-start-2 font-semibold", className)} {...props}>
      {children}
    </h3>
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("col-start-2 text-sm opacity-90", className)} {...props} />;
}
