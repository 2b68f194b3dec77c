import type { ReactNode } from 'react';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@web/common/SubmitForm';

interface AuthFormProps {
  title: string;
  description?: string;
  onSubmit: () => void;
  actions: ReactNode;
  errorText?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Shown above the fields (why the user is here). */
  notice?: ReactNode;
}

/** The public pages' card: a real <form>, so Enter submits and password managers recognise it. */
export function AuthForm({ title, description, onSubmit, actions, errorText, children, footer, notice }: AuthFormProps) {
  const { t } = useTranslation();
  return (
    <SubmitForm onSubmit={onSubmit}>
      <Container footer={footer}>
        <Form
          header={
            <Header variant="h1" description={description}>
              {title}
            </Header>
          }
          actions={actions}
          errorText={errorText ? <span style={{ whiteSpace: 'pre-line' }}>{errorText}</span> : undefined}
          errorIconAriaLabel={t('common.error')}
        >
          <SpaceBetween size="l">
            {notice}
            {children}
          </SpaceBetween>
        </Form>
      </Container>
    </SubmitForm>
  );
}

/** The card shown once a public form is done (e-mail sent, account verified...). */
export function AuthMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container header={<Header variant="h1">{title}</Header>}>
      <SpaceBetween size="l">{children}</SpaceBetween>
    </Container>
  );
}
