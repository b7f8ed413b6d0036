import { Box, Button, Link, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { TdsCertificate } from './userDetailCalls';
import { FetchedTable } from '@/src/ui/list/FetchedTable';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { usePopup } from '@/src/ui/PopupProvider';
import { Section } from '@/src/ui/Section';
import { useConfirmedDelete } from '@/src/ui/useConfirmedDelete';
import { formatDateTime } from '@/src/lib/format';
import { safeUrl } from '@/src/lib/safeUrl';
import { hasExpired } from '@/src/lib/signedAddress';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { fileTypeOf, tdsAccept, tdsProblem } from './tdsFiles';
import { RowDeleteAction } from '@/src/ui/RowActions';
import { Column } from '@/src/framework/Column';
import { Allowed } from '@/src/auth/Allowed';

/** A user's TDS certificates: upload (one call per file), view, and delete after confirming. */
export function TdsCertificates({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.${key}`, options);
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const once = useSingleFlight();
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const queryKey = ['tdsCertificates', String(userId)];
  const certificates = useQuery({ queryKey, queryFn: () => dataProvider.getTdsCertificates(userId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const deletion = useConfirmedDelete({
    resource: 'tdsCertificates',
    deletedKey: 'app.user_detail.deleted',
    failedKey: 'app.user_detail.delete_failed',
    onDeleted: refresh,
  });

  /** A certificate's signed address expires: an expired one is fetched again before it opens. */
  const openFresh = async (event: React.MouseEvent, certificate: TdsCertificate, url: string) => {
    if (!hasExpired(url)) return;
    event.preventDefault();
    const fresh = (await certificates.refetch()).data?.find(each => each.id === certificate.id);
    const freshUrl = safeUrl(fresh?.certificate_file_url ?? fresh?.certificate_file);
    if (freshUrl) window.open(freshUrl, '_blank', 'noopener,noreferrer');
  };

  const choose = (chosen: FileList | null) => {
    setFiles(Array.from(chosen ?? []));
    if (inputRef.current) inputRef.current.value = '';
  };

  /** Checks every file first, then sends them one by one; the ones that failed stay chosen. */
  const upload = () =>
    once(async () => {
      const problem = tdsProblem(files);
      if (problem?.key === 'name_too_long') {
        popup.showError(t('name_too_long_text', { name: problem.name }), t('name_too_long'));
        return;
      }
      if (problem) {
        popup.showError(t(problem.key));
        return;
      }
      setUploading(true);
      const failed: File[] = [];
      let failure: unknown;
      for (const file of files) {
        try {
          await dataProvider.uploadTdsCertificate(userId, file);
        } catch (error) {
          failed.push(file);
          failure ??= error;
        }
      }
      setUploading(false);
      setFiles(failed);
      await refresh();
      if (failure) popup.showError(errorText(failure, 'app.user_detail.upload_failed'));
      else popup.showSuccess(t('uploaded'));
    });

  const uploadedOn = (certificate: TdsCertificate) => formatDateTime(certificate.uploaded_at);
  /** The name it was uploaded with, else its type: 'TDS certificate (PDF)'. */
  const nameOf = (certificate: TdsCertificate) =>
    certificate.file_name || t('certificate_name', { type: fileTypeOf(certificate.certificate_file) });
  const about = (certificate: TdsCertificate) => ({ name: nameOf(certificate), date: uploadedOn(certificate) });
  const actions = (certificate: TdsCertificate) => {
    const url = safeUrl(certificate.certificate_file_url ?? certificate.certificate_file);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {url && (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={event => void openFresh(event, certificate, url)}
            aria-label={t('view_certificate_label', about(certificate))}
          >
            {t('view_certificate')}
          </Link>
        )}
        <Allowed resource="tdsCertificates" action="delete">
          <RowDeleteAction
            onClick={() => deletion.ask(certificate)}
            label={t('delete_certificate_label', about(certificate))}
          />
        </Allowed>
      </Stack>
    );
  };

  return (
    <Section title={t('certificates')}>
      <Allowed resource="tdsCertificates" action="create">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={tdsAccept}
            hidden
            aria-label={t('choose_files')}
            onChange={event => choose(event.target.files)}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
          >
            {t('choose_files')}
          </Button>
          <Box sx={{ flexGrow: 1 }}>
            {files.length > 0 && (
              <Typography variant="body2" role="status">
                {t('chosen_files', { count: files.length, names: files.map(file => file.name).join(', ') })}
              </Typography>
            )}
          </Box>
          <Button variant="contained" onClick={upload} disabled={uploading}>
            {t(uploading ? 'uploading' : 'upload')}
          </Button>
        </Stack>
      </Allowed>
      <FetchedTable
        resource="tdsCertificates"
        data={certificates.data}
        isPending={certificates.isPending}
        error={certificates.error}
        failedKey="app.user_detail.certificates_failed"
        label={t('certificates')}
        emptyText={t('certificates_empty')}
      >
        <Column label="app.common.sl_no" render={() => <RowNumber />} />
        <Column source="file_name" label="app.user_detail.certificate" render={nameOf} />
        <Column source="uploaded_at" label="app.user_detail.uploaded_on" render={uploadedOn} />
        <Column label="app.common.action" render={actions} />
      </FetchedTable>
      {deletion.dialog}
    </Section>
  );
}
