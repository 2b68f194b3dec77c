import Box from '@cloudscape-design/components/box';

/** A report's number, large, alone in its data-testid element: tests read it without parsing labels. */
export function LargeValue({ testId, children }: { testId: string; children: string }) {
  return (
    <Box variant="awsui-value-large">
      <span data-testid={testId}>{children}</span>
    </Box>
  );
}
