import { Box, Button } from '@mui/material';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ListActions } from '@/src/ui/list/ListActions';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { PageHeader } from '@/src/ui/PageHeader';
import { InboxRows } from './InboxRows';
import { KeyHelpDialog } from './KeyHelpDialog';
import { longestWaitingFirst } from '@/dataProvider/approvalKinds';

/** /approvals: everything pending, of every kind, oldest first, decided from the keyboard. */
export default function ApprovalsInbox() {
  const translate = useTranslate();
  const [keysShown, setKeysShown] = useState(false);
  const showKeys = () => setKeysShown(true);
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.approvals.title')}>
        <Button startIcon={<KeyboardIcon />} onClick={showKeys} aria-keyshortcuts="?">
          {translate('app.approvals.keys.button')}
        </Button>
      </PageHeader>
      <ResourceList
        resource="approvals"
        sort={longestWaitingFirst}
        filters={[searchFilter(translate('app.approvals.search_placeholder'))]}
        actions={<ListActions />}
        failedKey="app.approvals.fetch_failed"
        phone={<InboxRows phone onHelp={showKeys} />}
      >
        <InboxRows onHelp={showKeys} />
      </ResourceList>
      <KeyHelpDialog open={keysShown} onClose={() => setKeysShown(false)} />
    </Box>
  );
}
