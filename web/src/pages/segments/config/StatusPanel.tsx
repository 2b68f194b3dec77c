import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { CalculationProgress } from '../common/CalculationProgress';
import { audienceStanding, isCalculating } from '../common/segment-state';
import { SegmentStateIndicator } from '../common/SegmentStateIndicator';
import { audiencePath } from '../paths';
import { audienceSizeText } from '@web/common/use-restriction';

interface Props {
  segment: Segment;
  /** Unsaved changes: the saved conditions are what a calculation would use. */
  dirty: boolean;
  canCalculate: boolean;
  starting: boolean;
  onCalculate: () => void;
}

/** A saved segment's state: calculate (with progress), the audience's size and dates, the way to its members. */
export function StatusPanel({ segment, dirty, canCalculate, starting, onCalculate }: Props) {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const busy = isCalculating(segment);
  const standing = audienceStanding(segment);
  const audience = segment.audience;

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            canCalculate && (
              <Button
                formAction="none"
                onClick={onCalculate}
                loading={starting}
                disabled={busy || dirty}
                disabledReason={busy ? t('errors.SEGMENT_STILL_PROCESSING') : t('segments.status.saveFirst')}
              >
                {audience ? t('segments.recalculate') : t('segments.calculate')}
              </Button>
            )
          }
        >
          {t('segments.status.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={1}
          items={[
            { label: t('segments.fields.state'), value: <SegmentStateIndicator segment={segment} /> },
            {
              label: t('segments.fields.audience'),
              value: audience ? (
                <Link href={audiencePath(segment.id)} onFollow={follow}>
                  {audience.count === undefined ? t('segments.audience.show') : audienceSizeText(t, audience)}
                </Link>
              ) : (
                t('segments.audience.notCalculated')
              ),
            },
            { label: t('segments.fields.computedAt'), value: audience ? formatDate(audience.computedAt, true) : '—' },
            {
              label: t('segments.fields.expiresAt'),
              value: !audience ? '—' : audience.expiresAt ? formatDate(audience.expiresAt, true) : t('segments.audience.neverExpires'),
            },
          ]}
        />
        {busy && <CalculationProgress segment={segment} />}
        {segment.state === 'failed' && (
          <Alert type="error" header={t('segments.status.failedTitle')}>
            {t('segments.status.failed')}
          </Alert>
        )}
        {!busy && standing === 'expired' && <Alert type="warning">{t('errors.SEGMENT_AUDIENCE_EXPIRED')}</Alert>}
        {!busy && standing === 'none' && segment.state !== 'failed' && (
          <Box color="text-body-secondary">{t('segments.status.notCalculated')}</Box>
        )}
        {dirty && !busy && <Box color="text-body-secondary">{t('segments.status.saveFirst')}</Box>}
        {audience && !busy && standing === 'current' && (
          <Button formAction="none" href={audiencePath(segment.id)} onFollow={follow} iconName="user-profile">
            {t('segments.audience.show')}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}
