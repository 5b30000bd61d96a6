import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type BookmarkItem, bookmarkForm, formatCnpj } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCreateBookmark } from '../api/create-bookmark.ts';
import { bookmarkQuery } from '../api/get-bookmark.ts';
import { useRemoveBookmark } from '../api/remove-bookmark.ts';
import { useUpdateBookmark } from '../api/update-bookmark.ts';
import { recordPaths } from '../shared/paths.ts';
import { RecordFormFrame } from '../shared/record-form-frame.tsx';
import { useLeaveAfterSave } from '../shared/use-leave-after-save.ts';

type Values = { name: string; legalName: string; taxId: string; mainContact: string; phone: string; email: string; observations: string };
const FIELDS = ['name', 'legalName', 'taxId', 'mainContact', 'phone', 'email', 'observations'] as const;

const valuesOf = (item?: BookmarkItem): Values => ({
  name: item?.name ?? '',
  legalName: item?.legalName ?? '',
  taxId: item?.taxId ? formatCnpj(item.taxId) : '',
  mainContact: item?.mainContact ?? '',
  phone: item?.phone ?? '',
  email: item?.email ?? '',
  observations: item?.observations ?? '',
});

/** …/admin-center/bookmarks/new and …/bookmarks/:id: an external organization to add, or to edit and delete. */
export default function BookmarkPage() {
  const { t } = useTranslation('company-records');
  const { id } = useParams();
  const workspace = useActiveWorkspace();
  const existing = useQuery({ ...bookmarkQuery(workspace.id, id ?? ''), enabled: Boolean(id) });
  usePageTitle(existing.data?.name ?? t('bookmarks.newTitle'), workspace.name);
  if (id && existing.isPending) return <PageSkeleton />;
  if (id && existing.isError) return <ErrorState message={failureMessage(existing.error)} onRetry={() => existing.refetch()} />;
  return <BookmarkScreen key={id ?? 'new'} bookmark={existing.data} />;
}

function BookmarkScreen({ bookmark }: { bookmark?: BookmarkItem }) {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  const paths = recordPaths(workspace);
  const mayManage = useCan('company.departments.manage');
  const create = useCreateBookmark(workspace.id);
  const update = useUpdateBookmark(workspace.id, bookmark?.id ?? '');
  const remove = useRemoveBookmark(workspace.id, bookmark?.id ?? '');
  const form = useForm<Values>({ initialValues: valuesOf(bookmark), validate: zodValidate(bookmarkForm) });
  const { guard: leaveGuard, leave } = useLeaveAfterSave(mayManage && form.isDirty());
  const saving = create.isPending || update.isPending;

  const submit = (values: Values) => {
    const handlers = {
      onSuccess: (saved: BookmarkItem) => {
        form.resetDirty(valuesOf(saved));
        toast.success(t(bookmark ? 'bookmarks.saved' : 'bookmarks.created'));
        leave(paths.bookmarks);
      },
      onError: (error: unknown) => {
        form.setErrors(apiFieldErrors(error));
        toast.error(failureMessage(error));
      },
    };
    if (bookmark) update.mutate(values, handlers);
    else create.mutate(values, handlers);
  };

  const removeNow = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('bookmarks.removed'));
        leave(paths.bookmarks);
      },
      onError: (error) => toast.error(failureMessage(error)),
    });

  return (
    <RecordFormFrame
      title={bookmark ? bookmark.name : t('bookmarks.newTitle')}
      subtitle={t('bookmarks.title')}
      mayManage={mayManage}
      onSubmit={form.onSubmit(submit)}
      saveLabel={t('bookmarks.save')}
      saving={saving}
      removal={
        bookmark && {
          label: t('bookmarks.remove'),
          title: t('bookmarks.removeTitle'),
          body: t('bookmarks.removeBody', { name: bookmark.name }),
          pending: remove.isPending,
          onConfirm: removeNow,
        }
      }
      leaveGuard={leaveGuard}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.filter((field) => field !== 'observations').map((field) => (
          <TextInput
            key={field}
            label={t(`bookmarks.fields.${field}`)}
            description={field === 'taxId' || field === 'phone' ? t(`bookmarks.hints.${field}`) : undefined}
            withAsterisk={field === 'name'}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'taxId' ? 'numeric' : undefined}
            autoComplete="off"
            readOnly={!mayManage}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label={t('bookmarks.fields.observations')}
        autosize
        minRows={3}
        maxRows={8}
        readOnly={!mayManage}
        {...form.getInputProps('observations')}
      />
    </RecordFormFrame>
  );
}
