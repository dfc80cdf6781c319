import { useGreenScreenActions, useJobGreenScreens, type JobScope } from '@shutterday/api-client/staff';
import { apiErrorMessages, Money, QueryState, useConfirm, useToast } from '@shutterday/ui';
import { Button, Card, Flex, Form, Input, InputNumber, Typography, Upload } from 'antd';
import { useState } from 'react';

/** Upload, list and remove the job's green-screen backgrounds (what the customer's green-screen choice offers). */
export function GreenScreensManager({ scope }: { scope: JobScope }) {
  const list = useJobGreenScreens(scope);
  const actions = useGreenScreenActions(scope);
  const toast = useToast();
  const confirm = useConfirm();
  const [name, setName] = useState('');
  const [price, setPrice] = useState<number | null>(0);
  const [file, setFile] = useState<File | null>(null);

  const submit = async () => {
    if (!file || !name.trim()) return;
    try {
      await actions.upload.mutateAsync({ name: name.trim(), priceCents: Math.round((price ?? 0) * 100), file });
      toast.success('Background added');
      setName('');
      setFile(null);
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };

  return (
    <Flex vertical gap="large">
      <Card size="small" title="Add a background">
        <Form layout="inline" onFinish={submit}>
          <Form.Item label="Name" required>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={60} aria-label="Name" />
          </Form.Item>
          <Form.Item label="Price ($)">
            <InputNumber min={0} step={0.5} value={price} onChange={setPrice} aria-label="Price ($)" />
          </Form.Item>
          <Form.Item>
            <Upload accept="image/jpeg,image/png" maxCount={1} beforeUpload={(chosen) => { setFile(chosen); return false; }} onRemove={() => setFile(null)} fileList={file ? [{ uid: 'chosen', name: file.name }] : []}>
              <Button>Choose image</Button>
            </Upload>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={actions.upload.isPending} disabled={!file || !name.trim()}>
            Upload
          </Button>
        </Form>
      </Card>
      <QueryState query={list} errorTitle="We couldn't load the backgrounds">
        {(backgrounds) =>
          backgrounds.length === 0 ? (
            <Typography.Text type="secondary">This job has no green-screen backgrounds yet.</Typography.Text>
          ) : (
            <Flex gap="middle" wrap>
              {backgrounds.map((bg) => (
                <Card key={bg.id} size="small" style={{ width: 220 }} cover={<img src={bg.thumbnailUrl} alt={bg.name} />}
                  actions={[
                    <Button key="remove" type="link" danger aria-label={`Remove ${bg.name}`} onClick={async () => {
                      if (!(await confirm({ title: `Remove ${bg.name}?`, content: 'Customers can no longer choose it for this job.', okText: 'Remove', danger: true }))) return;
                      try {
                        await actions.remove.mutateAsync(bg.id);
                        toast.success('Background removed');
                      } catch (error) {
                        toast.error(apiErrorMessages(error));
                      }
                    }}>Remove</Button>,
                  ]}
                >
                  <Card.Meta title={bg.name} description={<Money cents={bg.price} />} />
                </Card>
              ))}
            </Flex>
          )
        }
      </QueryState>
    </Flex>
  );
}
