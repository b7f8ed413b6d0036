import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../../src/routes';
import { TabbedListPage, type ListTab } from '../../src/ui/TabbedListPage';
import { DirectoryTab } from './DirectoryTab';

const tabs: ListTab[] = [
  {
    key: 'salesman',
    label: 'app.directory.tab_salesmen',
    render: search => <DirectoryTab kind="salesman" search={search} />,
  },
  {
    key: 'architect',
    label: 'app.directory.tab_architects',
    render: search => <DirectoryTab kind="architect" search={search} />,
  },
];

const addPaths: Record<string, string> = { salesman: paths.addSalesman, architect: paths.addArchitect };

/** /directory/list: salesmen and architects with their referral codes and counts. */
export default function DirectoryList() {
  const translate = useTranslate();
  return (
    <TabbedListPage
      id="directory"
      title={translate('app.directory.title')}
      searchPlaceholder={translate('app.directory.search_placeholder')}
      tabsLabel={translate('app.directory.tabs_label')}
      tabs={tabs}
      actions={tab => (
        <Button variant="contained" component={Link} to={addPaths[tab.key]}>
          {translate('app.common.add_new')}
        </Button>
      )}
    />
  );
}
