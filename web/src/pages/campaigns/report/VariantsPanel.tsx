import type { CampaignPanelProps } from './panels';

/** CONTRACT placeholder (see panels.tsx for its owner). */
export default function VariantsPanel(_props: CampaignPanelProps) {
  return null;
}
