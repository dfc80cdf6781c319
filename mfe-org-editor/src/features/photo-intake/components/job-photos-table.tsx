import { useImageLookupActions, useImageLookups, type ImageLookupListParams, type OrgJobScope } from '@shutterday/api-client/staff';
import { type ImageLookup } from '@shutterday/domain/staff';
import { apiErrorMessages, useConfirm, useToast } from '@shutterday/ui';
import { Button, Flex, Segmented, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { SubjectPicker } from './subject-picker';

type Filter = 'all' | 'unmatched' | 'failed' | 'pending';
const FILTERS: Record<Filter, ImageLookupListParams> = { all: {}, unmatched: { unmatched: '1' }, failed: { status: 'failed' }, pending: { status: 'pending' } };
// Antd's coloured success/processing tags are 2–3.7:1 text on their tint; the word says the state, and only a
// failure keeps the (4.5:1) error colour.
const STATUS_TAG: Record<ImageLookup['status'], { color?: string; text: string }> = {
  pending: { text: 'Processing' },
  done: { text: 'Ready' },
  failed: { color: '#a8071a', text: 'Failed' },
};

/** The job's photos: thumbnail, subject (or a picker when unmatched), processing status and the per-photo actions. */
export function JobPhotosTable({ scope, polling }: { scope: OrgJobScope; polling: boolean }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const query = useImageLookups(scope, { ...FILTERS[filter], page, pageSize: 50 }, { refetchInterval: polling ? 2000 : false });
  const actions = useImageLookupActions(scope);
  const toast = useToast();
  const confirm = useConfirm();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };

  return (
    <Flex vertical gap="small">
      <Segmented<Filter>
        aria-label="Show photos"
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={[{ value: 'all', label: 'All' }, { value: 'unmatched', label: 'Unmatched' }, { value: 'failed', label: 'Failed' }, { value: 'pending', label: 'Processing' }]}
      />
      <Table<ImageLookup>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.resultItems ?? []}
        locale={{ emptyText: filter === 'unmatched' ? 'Every photo is matched to a subject.' : 'No photos here yet.' }}
        pagination={{ current: page, pageSize: 50, total: query.data?.totalRecords ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Photo', width: 96, render: (_v, photo) => (photo.thumbnailUrl ? <img src={photo.thumbnailUrl} alt={`Thumbnail of ${photo.fileName ?? `photo ${photo.id}`}`} style={{ width: 80 }} /> : <Typography.Text type="secondary">—</Typography.Text>) },
          { title: 'File', render: (_v, photo) => photo.fileName ?? `Photo ${photo.id}` },
          {
            title: 'Subject',
            render: (_v, photo) =>
              photo.type === 'hosted-group' ? <Tag>Group photo</Tag>
              : photo.subjectId ? photo.subjectName
              : <SubjectPicker scope={scope} label={`Subject for ${photo.fileName ?? `photo ${photo.id}`}`} disabled={actions.assign.isPending} onPick={(subjectId) => run(() => actions.assign.mutateAsync({ id: photo.id, subjectId }), 'Photo assigned')} />,
          },
          {
            title: 'Status',
            render: (_v, photo) => (
              <Space orientation="vertical" size={0}>
                <Tag color={STATUS_TAG[photo.status].color}>{STATUS_TAG[photo.status].text}</Tag>
                {photo.failureReason && <Typography.Text type="danger">{photo.failureReason}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: 'Actions',
            render: (_v, photo) => (
              <Space wrap>
                <Button size="small" onClick={() => run(() => actions.regenerate.mutateAsync(photo.id), 'Thumbnail will be made again')}>Regenerate</Button>
                {(photo.subjectId !== null || photo.groupId !== null) && (
                  <Button size="small" onClick={() => run(() => actions.convertType.mutateAsync({ id: photo.id, type: photo.type === 'hosted-group' ? 'hosted-individual' : 'hosted-group' }), 'Photo type changed')}>
                    {photo.type === 'hosted-group' ? 'Make individual' : 'Make group photo'}
                  </Button>
                )}
                <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={(file) => { void run(() => actions.replace.mutateAsync({ id: photo.id, file }), 'Photo replaced'); return false; }}>
                  <Button size="small">Replace</Button>
                </Upload>
                <Button size="small" danger onClick={async () => {
                    if (await confirm({ title: 'Delete this photo?', content: 'Its file, thumbnail and preview are removed.', okText: 'Delete', danger: true })) await run(() => actions.remove.mutateAsync(photo.id), 'Photo deleted');
                  }}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}
