import type { LeadStatus } from "../../core/contact/lead-status";
import { deliveryLabels, statusLabels } from "~/content/inbox";

const pill =
  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap";

const statusTones: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  contacted: "bg-info-50 text-info-800 ring-info-200",
  qualified: "bg-warning-50 text-warning-900 ring-warning-200",
  won: "bg-success-50 text-success-800 ring-success-200",
  lost: "bg-surface-100 text-ink-700 ring-surface-200",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${pill} ${statusTones[status]}`}>{statusLabels[status]}</span>;
}

export type DeliveryState = keyof typeof deliveryLabels;

const deliveryTones: Record<DeliveryState, string> = {
  delivered: "bg-success-50 text-success-800 ring-success-200",
  pending: "bg-warning-50 text-warning-900 ring-warning-200",
  failed: "bg-danger-50 text-danger-800 ring-danger-200",
  none: "bg-surface-50 text-ink-700 ring-surface-200",
};

const dotTones: Record<DeliveryState, string> = {
  delivered: "bg-success-500",
  pending: "bg-warning-500",
  failed: "bg-danger-500",
  none: "bg-surface-400",
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
  return <span className={`${pill} bg-surface-50 text-ink-700 ring-surface-200`}>{children}</span>;
}
