import type { LeadStatus } from "../../core/contact/lead-status";
import { deliveryLabels, statusLabels } from "~/content/inbox";

const pill =
  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap";

const statusTones: Record<LeadStatus, string> = {
  new: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  contacted: "bg-sky-50 text-sky-800 ring-sky-200",
  qualified: "bg-amber-50 text-amber-900 ring-amber-200",
  won: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-200",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${pill} ${statusTones[status]}`}>{statusLabels[status]}</span>;
}

export type DeliveryState = keyof typeof deliveryLabels;

const deliveryTones: Record<DeliveryState, string> = {
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-rose-50 text-rose-800 ring-rose-200",
  none: "bg-slate-50 text-slate-700 ring-slate-200",
};

const dotTones: Record<DeliveryState, string> = {
  delivered: "bg-emerald-500",
  pending: "bg-amber-500",
  failed: "bg-rose-500",
  none: "bg-slate-400",
};

export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return (
    <span className={`${pill} ${deliveryTones[state]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dotTones[state]}`} />
      {deliveryLabels[state]}
    </span>
  );
}

export function QuietBadge({ children }: { children: React.ReactNode }) {
  return <span className={`${pill} bg-slate-50 text-slate-700 ring-slate-200`}>{children}</span>;
}
