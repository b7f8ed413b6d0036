import { Box, Button, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { LegalKind } from './termsCalls';
import { PageHeader } from '@/src/ui/PageHeader';
import { LegalEntries } from './LegalEntries';
import { kindOfTab, legalKinds } from './legalKinds';

const kinds: LegalKind[] = ['terms', 'privacy'];

/** /terms&condition-list: the Terms & Conditions and Privacy Policy tabs (kept in ?tab=), with '+ Add New'. */
export default function LegalList() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOfTab(searchParams.get('tab'));
  const t = (key: string) => translate(`app.terms.${key}`);

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('title')}>
        <Button variant="contained" component={RouterLink} to={legalKinds[kind].createPath}>
          {t('add_new')}
        </Button>
      </PageHeader>
      <Tabs
        value={kind}
        onChange={(_, next: LegalKind) => setSearchParams(next === 'terms' ? {} : { tab: next }, { replace: true })}
        aria-label={t('tabs_label')}
        sx={{ mb: 2 }}
      >
        {kinds.map(value => (
          <Tab
            key={value}
            value={value}
            label={t(legalKinds[value].tab)}
            id={`legal-tab-${value}`}
            aria-controls="legal-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="legal-panel" aria-labelledby={`legal-tab-${kind}`}>
        <LegalEntries key={kind} kind={kind} />
      </Box>
    </Box>
  );
}
