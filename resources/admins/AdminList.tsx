import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import type { Admin } from '@/contract/team/admins';
import type { AppDataProvider } from '@/dataProvider';
import { ownAdminId } from './adminCalls';
import { Column } from '@/src/framework/Column';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { RowIconButton, RowIcons } from '@/src/ui/RowActions';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { useConfirmedAction } from '@/src/ui/useConfirmedAction';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';
import { adminName, isOwnAccount, lastLoginText, roleText, rowActionsOf, statusText } from './adminCells';

const byName = { field: 'first_name,last_name', order: 'ASC' as const };
/** Cells on one line but the status: an invitation's time wraps rather than widening the page. */
const oneLineCells = { '& th, & td': { whiteSpace: 'nowrap' }, '& td.column-status': { whiteSpace: 'normal' } };

/** A row's buttons: a new role; a fresh link until the invitation is accepted; disable or enable, never one's own. */
function AdminActions({
  admin,
  own,
  onChangeRole,
  onResend,
  onToggle,
}: {
  admin: Admin;
  own: boolean;
  onChangeRole: (admin: Admin) => void;
  onResend: (admin: Admin) => void;
  onToggle: (admin: Admin, enable: boolean) => void;
}) {
  const translate = useTranslate();
  const name = adminName(admin);
  const offered = rowActionsOf(admin, own);
  return (
    <RowIcons>
      <RowIconButton
        onClick={() => onChangeRole(admin)}
        color="primary"
        title={translate('app.admins.change_role')}
        label={translate('app.admins.change_role_label', { name })}
        icon={<ManageAccountsIcon />}
      />
      {offered.resend && (
        <RowIconButton
          onClick={() => onResend(admin)}
          color="default"
          title={translate('app.admins.resend')}
          label={translate('app.admins.resend_label', { name })}
          icon={<ForwardToInboxIcon />}
        />
      )}
      {offered.disable && (
        <RowIconButton
          onClick={() => onToggle(admin, false)}
          color="error"
          title={translate('app.admins.disable')}
          label={translate('app.admins.disable_label', { name })}
          icon={<BlockIcon />}
        />
      )}
      {offered.enable && (
        <RowIconButton
          onClick={() => onToggle(admin, true)}
          color="success"
          title={translate('app.admins.enable')}
          label={translate('app.admins.enable_label', { name })}
          icon={<LockOpenIcon />}
        />
      )}
    </RowIcons>
  );
}

/**
 * /admins: the team of administrators (owners only), searched and sorted in the browser, with
 * an invitation by email, a new role, a fresh link, and disabling (signed out everywhere at once).
 */
export default function AdminList() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.admins.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const confirmed = useConfirmedAction();
  const [inviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<Admin | null>(null);
  const [ownId] = useState(ownAdminId);
  const own = (admin: Admin) => isOwnAccount(admin, ownId);
  const mayInvite = useMayAccess({ resource: 'admins', action: 'create' });
  const mayEdit = useMayAccess({ resource: 'admins', action: 'edit' });

  const resend = (admin: Admin) =>
    once(async () => {
      try {
        const fresh = await dataProvider.resendAdminInvitation(admin.id);
        void popup.showSuccess(t('resent', { email: fresh?.email ?? admin.email }));
      } catch (error) {
        popup.showError(errorText(error, 'app.admins.resend_failed'));
      } finally {
        await queryClient.invalidateQueries();
      }
    });

  const toggle = (admin: Admin, enable: boolean) => {
    const name = adminName(admin);
    const step = enable ? 'enable' : 'disable';
    confirmed.ask({
      title: t(`${step}_title`, { name }),
      text: t(`${step}_text`, { name }),
      confirmLabel: t(step),
      tone: enable ? 'primary' : 'warning',
      run: () => (enable ? dataProvider.enableAdmin(admin.id) : dataProvider.disableAdmin(admin.id)),
      successText: t(enable ? 'enabled' : 'disabled', { name }),
      failedText: t(`${step}_failed`),
    });
  };

  const actions = (record: Admin) =>
    mayEdit && (
      <AdminActions admin={record} own={own(record)} onChangeRole={setRoleOf} onResend={resend} onToggle={toggle} />
    );
  const name = (record: Admin) => (
    <>
      {adminName(record)}
      {own(record) && (
        <Box component="span" sx={{ ml: 0.5, color: 'text.secondary' }}>
          {t('you')}
        </Box>
      )}
    </>
  );
  const status = (record: Admin) => statusText(translate, record);

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('title')}>
        {mayInvite && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {t('invite')}
          </Button>
        )}
      </PageHeader>
      <ResourceList
        resource="admins"
        sort={byName}
        filters={[searchFilter(t('search'))]}
        failedKey="app.admins.fetch_failed"
        phone={
          <PhoneRows
            label={t('table_label')}
            emptyText={t('empty')}
            noMatchText={t('no_match')}
            primary={name}
            secondary={record => `${record.email} · ${roleText(translate, record.role)}`}
            figure={status}
            actions={actions}
          />
        }
      >
        <DataTable
          aria-label={t('table_label')}
          rowClick={false}
          sx={oneLineCells}
          bulkActionButtons={false}
          empty={<EmptyRows text={t('empty')} noMatchText={t('no_match')} />}
        >
          <Column source="first_name,last_name" label="app.admins.name" render={name} />
          <Column source="email" label="app.admins.email" render={record => record.email} />
          <Column source="role" label="app.admins.role" render={record => roleText(translate, record.role)} />
          <Column source="status" label="app.admins.status" render={status} />
          <Column
            source="last_login_at"
            label="app.admins.last_login"
            render={record => lastLoginText(translate, record as Admin)}
          />
          <Column label="app.admins.actions" render={actions} />
        </DataTable>
      </ResourceList>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {roleOf && <ChangeRoleDialog admin={roleOf} onClose={() => setRoleOf(null)} />}
      {confirmed.dialog}
    </Box>
  );
}
