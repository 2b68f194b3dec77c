import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { AVATAR_RULES } from '@shared/schemas/files';
import { useCurrentUser } from '@web/app/session/session-store';
import { useErrorText } from '@web/common/use-error-text';
import { AVATAR_ACCEPT } from './avatar-check';
import { useAvatar } from './use-avatar';

const SIZE = 96;

/** The avatar: what is set now (or the file about to replace it), choose, upload, remove. */
export function AvatarEditor() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const avatar = useAvatar();
  const shown = avatar.preview ?? user.avatarUrl;
  const rules = {
    types: Object.keys(AVATAR_RULES.types).join(', ').toUpperCase(),
    min: AVATAR_RULES.minSide,
    max: AVATAR_RULES.maxSide,
    mb: AVATAR_RULES.maxBytes / 1024 / 1024,
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t('account.profile.avatarDescription')}>
          {t('account.profile.avatar')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {avatar.error !== null && <Alert type="error">{errorText.describe(avatar.error)}</Alert>}
        <SpaceBetween direction="horizontal" size="l" alignItems="center">
          {shown ? (
            <img
              src={shown}
              alt={avatar.preview ? t('account.profile.avatarPreview') : t('account.menu.avatar')}
              width={SIZE}
              height={SIZE}
              style={{ borderRadius: '50%', objectFit: 'cover' }}
              data-testid="avatar-image"
            />
          ) : (
            <Box color="text-status-inactive">
              <Icon name="user-profile" size="big" ariaLabel={t('account.profile.noAvatar')} />
            </Box>
          )}
          {user.avatarUrl && !avatar.file && (
            <Button onClick={() => void avatar.remove()} loading={avatar.busy === 'remove'} disabled={avatar.busy !== null}>
              {t('account.profile.removeAvatar')}
            </Button>
          )}
        </SpaceBetween>
        <FormField
          label={t('account.profile.chooseAvatar')}
          constraintText={t('account.profile.avatarRules', rules)}
          errorText={errorText.field(avatar.problem ?? undefined)}
        >
          <FileUpload
            value={avatar.file ? [avatar.file] : []}
            onChange={({ detail }) => void avatar.choose(detail.value[0] ?? null)}
            accept={AVATAR_ACCEPT}
            showFileSize
            showFileThumbnail
            i18nStrings={{
              uploadButtonText: () => t('account.profile.chooseFile'),
              removeFileAriaLabel: () => t('account.profile.removeFile'),
              errorIconAriaLabel: t('common.error'),
            }}
          />
        </FormField>
        {avatar.file && (
          <Button
            variant="primary"
            onClick={() => void avatar.save()}
            loading={avatar.busy === 'upload'}
            disabled={avatar.problem !== null}
          >
            {t('account.profile.saveAvatar')}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}
