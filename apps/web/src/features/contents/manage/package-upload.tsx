import { Alert, FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { type ContentPackage, PACKAGE_MAX_BYTES } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useAttachPackage } from '../api/attach-package.ts';

/**
 * A course's SCORM package: sent as soon as it is chosen (the server checks and unzips it, which may take a while for
 * a large course), with the current one named and the server's refusal said in its own words.
 */
export function PackageUpload({ contentId, current }: { contentId?: string; current: ContentPackage | null }) {
  const { t } = useTranslation('contents');
  if (!contentId)
    return (
      <Text size="sm" c="dimmed">
        {t('package.saveFirst')}
      </Text>
    );
  return <PackageField contentId={contentId} current={current} />;
}

function PackageField({ contentId, current }: { contentId: string; current: ContentPackage | null }) {
  const { t } = useTranslation('contents');
  const attach = useAttachPackage(contentId);
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (file: File | null) => {
    if (!file) return;
    // refused here rather than after minutes of sending it
    setTooLarge(file.size > PACKAGE_MAX_BYTES);
    if (file.size > PACKAGE_MAX_BYTES) return attach.reset();
    attach.mutate(file, { onSuccess: (content) => toast.success(t('package.done', { title: content.package?.title ?? file.name })) });
  };
  return (
    <Stack gap="xs">
      <FileInput
        label={t('package.label')}
        description={t('package.help')}
        accept=".zip,application/zip"
        leftSection={<IconFileZip size={16} aria-hidden="true" />}
        placeholder={t('package.upload')}
        disabled={attach.isPending}
        onChange={choose}
        clearable={false}
        error={tooLarge ? t('package.tooLarge') : undefined}
      />
      {attach.isPending && (
        <Stack gap={4} role="status">
          <Text size="sm">{t('package.uploading')}</Text>
          <Progress value={100} striped animated aria-label={t('package.uploading')} />
        </Stack>
      )}
      {attach.isError && (
        <Alert color="red" role="alert">
          {t('package.error')} {failureMessage(attach.error)}
        </Alert>
      )}
      {current && !attach.isPending && (
        <Text size="sm" c="dimmed">
          {t('package.current', { title: current.title })}
        </Text>
      )}
    </Stack>
  );
}
