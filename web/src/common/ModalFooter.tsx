import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface ModalFooterProps {
  /** The way out (cancel, stay): a link-style button. */
  dismissText: string;
  onDismiss: () => void;
  /** Greyed out while the main action runs, when backing out then would mislead. */
  dismissDisabled?: boolean;
  /** The one main action: the primary button. */
  confirmText: string;
  onConfirm: () => void;
  loading?: boolean;
}

/** A modal's two buttons, right-aligned as Cloudscape places them: the way out, then the main action. */
export function ModalFooter({ dismissText, onDismiss, dismissDisabled, confirmText, onConfirm, loading }: ModalFooterProps) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onDismiss} disabled={dismissDisabled}>
          {dismissText}
        </Button>
        <Button variant="primary" onClick={onConfirm} loading={loading}>
          {confirmText}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
