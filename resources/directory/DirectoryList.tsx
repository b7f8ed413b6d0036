import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '@/src/ui/PageHeader';
import { ListTabs, type ListTab } from '@/src/ui/list/ListTabs';
import { directoryKinds } from './directoryKinds';
import { DirectoryTab } from './DirectoryTab';

const tabs: ListTab[] = [
  {
    key: 'salesman',
    label: directoryKinds.salesman.tabLabel,
    content: <DirectoryTab kind="salesman" />,
    access: { resource: 'salesmen', action: 'list' },
  },
  {
    key: 'architect',
    label: directoryKinds.architect.tabLabel,
    content: <DirectoryTab kind="architect" />,
    access: { resource: 'architects', action: 'list' },
  },
];

/** /directory/list: salesmen and architects with their referral codes and counts, each a list with its state in the URL. */
export default function DirectoryList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.directory.title')} />
      <ListTabs id="directory" label={translate('app.directory.tabs_label')} tabs={tabs} />
    </Box>
  );
}
