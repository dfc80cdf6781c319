import { downloadWorkOrder, useFulfilmentOrder } from '@shutterday/api-client/staff';
import { productName } from '@shutterday/domain';
import { photoName } from '@shutterday/domain/staff';
import { QueryState, useSaveDownload } from '@shutterday/ui';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useJobScope } from '../../../lib/job-scope';
import { CropFrame } from './crop-frame';
import { FulfilmentStatusTag } from './fulfilment-status-tag';
import { MoveOrdersForm } from './move-orders-form';
import { PrintFilePreview } from './print-file-preview';
import { ReprintButton } from './reprint-button';

/** The order as the studio prints and ships it: ship-to, status and moves, each item's photo, crop, texts and print files. */
export function FulfilmentPanel({ orderNumber }: { orderNumber: string }) {
  const scope = useJobScope();
  const order = useFulfilmentOrder(scope, orderNumber);
  const save = useSaveDownload();
  return (
    <QueryState query={order} errorTitle="We couldn't load this order's fulfilment">
      {(found) => (
        <Flex vertical gap={16}>
          <Card title="Fulfilment" size="small">
            <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label="Ship to">{found.shipToAddress ? `${found.customerName}, ${found.shipTo}` : found.shipTo}</Descriptions.Item>
              <Descriptions.Item label="Fulfilment">
                {found.orderStatus === 'paid' ? <FulfilmentStatusTag status={found.fulfilmentStatus} /> : `Not fulfilled: the order is ${found.orderStatus}`}
              </Descriptions.Item>
              {found.trackingNumber && <Descriptions.Item label="Tracking">{`${found.carrier ?? ''} ${found.trackingNumber}`}</Descriptions.Item>}
              <Descriptions.Item label="Print files">{`${found.printFiles.ready} of ${found.printFiles.total} ready${found.printFiles.failed ? `, ${found.printFiles.failed} failed` : ''}`}</Descriptions.Item>
            </Descriptions>
            <Flex gap={8} wrap style={{ marginTop: 8 }}>
              {found.orderStatus === 'paid' && <MoveOrdersForm orderNumbers={[found.orderNumber]} />}
              <Button onClick={() => void save(downloadWorkOrder(scope, found.orderNumber))}>Work order PDF</Button>
            </Flex>
          </Card>
          {found.services.length > 0 && (
            <Card title="Services" size="small">
              {found.services.map((s, i) => <Typography.Paragraph key={i} style={{ margin: 0 }}>{`${s.name} — ${s.subjectName}: ${s.detail}`}</Typography.Paragraph>)}
            </Card>
          )}
          {found.lines.map((line) => (
            <Card key={line.line} size="small" title={`${line.line}. ${line.packageName} × ${line.quantity} — ${line.subjectName}${line.group ? ` (${line.group})` : ''}`}>
              {line.background && <Typography.Paragraph style={{ margin: 0 }}>{`Background: ${line.background.name}`}</Typography.Paragraph>}
              {line.yearbookPose && <Typography.Paragraph style={{ margin: 0 }}>{`Yearbook pose: ${photoName(line.yearbookPose)} `}<img src={line.yearbookPose.viewUrl} alt="" style={{ height: 60, verticalAlign: 'middle' }} /></Typography.Paragraph>}
              {line.items.map((item) => (
                <Flex key={item.item} vertical gap={8} style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8, marginTop: 8 }}>
                  <Typography.Text strong>{`Item ${item.item}: ${item.name}${item.productCode ? ` (${productName(item.productCode)})` : ''}${item.digital ? ' — digital download' : `, ${item.copies} ${item.copies === 1 ? 'print' : 'prints'}`}`}</Typography.Text>
                  {item.texts.map((t) => <Typography.Text key={t.name}>{`Text "${t.name}": ${t.value ?? '—'}`}</Typography.Text>)}
                  <Flex gap={16} wrap>
                    {item.photos.map((photo) => (
                      <Flex key={photo.nodeName} vertical gap={4}>
                        <CropFrame photo={photo} />
                        <Flex gap={8} align="center">
                          {photo.thumbnailUrl && <img src={photo.thumbnailUrl} alt={photo.label ?? 'Photo'} style={{ height: 48, borderRadius: 4 }} />}
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${photo.nodeName}: ${photoName(photo)}${photo.width ? `, ${photo.width}×${photo.height} px` : ''}, rotated ${photo.rotation}°${photo.crop ? `, crop ${photo.crop.cropX}% × ${photo.crop.cropY}% at ${photo.crop.xMid}%, ${photo.crop.yMid}%` : ', no crop'}`}</Typography.Text>
                        </Flex>
                      </Flex>
                    ))}
                    {item.printFiles.map((file) => <PrintFilePreview key={file.id} orderNumber={found.orderNumber} file={file} />)}
                  </Flex>
                  {!item.digital && found.orderStatus === 'paid' && <ReprintButton orderNumber={found.orderNumber} line={line.line} item={item.item} />}
                </Flex>
              ))}
            </Card>
          ))}
        </Flex>
      )}
    </QueryState>
  );
}
