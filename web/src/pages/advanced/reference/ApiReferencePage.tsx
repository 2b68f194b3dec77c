import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './api-reference.css';
import { API_PREFIX, routes } from '@shared/routes';

/** The document the API serves (generated from the route table), so the page and the API never disagree. */
export const OPENAPI_URL = `${API_PREFIX}${routes['openapi.document'].path}`;

/**
 * The public API's reference (issue 19): Swagger UI, the maintained renderer of OpenAPI, over the
 * served document. "Try it out" is off: calls need a token's secret, which belongs in the
 * integrator's own client, not typed into a page of the product.
 */
export default function ApiReferencePage() {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('apiReference.description')}>
        {t('apiReference.title')}
      </Header>
      <Container>
        <SpaceBetween size="s">
          <Box variant="p">{t('apiReference.auth')}</Box>
          <Box variant="code">{`curl -H "Authorization: Bearer gnc_live_…" ${window.location.origin}${API_PREFIX}/v1/subscribers`}</Box>
          <Link href={OPENAPI_URL} external>
            {t('apiReference.download')}
          </Link>
        </SpaceBetween>
      </Container>
      <Container>
        <div lang="en" className="goniec-api-reference">
          <SwaggerUI url={OPENAPI_URL} supportedSubmitMethods={[]} docExpansion="list" defaultModelsExpandDepth={0} />
        </div>
      </Container>
    </SpaceBetween>
  );
}
