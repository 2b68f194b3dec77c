import type { CampaignPanelProps } from './panels';

/** CONTRACT placeholder (see panels.tsx for its owner). */
export default function MailingActionsPanel(_props: CampaignPanelProps) {
  return null;
}
