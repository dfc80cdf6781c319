import { FULFILMENT_STATUS_LABELS, groupBatch, NO_GROUP_LABEL, photoName, type FulfilmentOrderDetail, type FulfilmentOrderRow } from '@shutterday/domain/staff';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

const MARGIN = 50;

function send(reply: FastifyReply, doc: PDFKit.PDFDocument, fileName: string) {
  doc.end();
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(doc);
}

const crop = (c: { cropX: number; cropY: number; xMid: number; yMid: number } | null) =>
  c ? `crop ${c.cropX.toFixed(1)}% × ${c.cropY.toFixed(1)}% centred at ${c.xMid.toFixed(1)}%, ${c.yMid.toFixed(1)}%` : 'whole photo (no crop)';

/** The work order: one order on paper, everything the person at the print station needs. */
export function sendWorkOrder(reply: FastifyReply, order: FulfilmentOrderDetail, studioName: string) {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `Work order ${order.orderNumber}`, Author: studioName } });
  doc.font('Helvetica-Bold').fontSize(18).text(`Work order · Order ${order.orderNumber}`);
  doc.font('Helvetica').fontSize(10).text(`${studioName} · ${order.organization} · ${order.jobName}`);
  doc.text(`Placed ${order.placedAt.slice(0, 10)} · ${FULFILMENT_STATUS_LABELS[order.fulfilmentStatus]}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text('Ship to');
  doc.font('Helvetica').fontSize(10).text(order.customerName).text(order.shipTo);
  if (order.shippingOption) doc.text(`Shipping: ${order.shippingOption}`);
  if (order.carrier) doc.text(`Carrier: ${order.carrier} · Tracking: ${order.trackingNumber ?? ''}`);
  if (order.services.length) {
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Services');
    for (const s of order.services) doc.font('Helvetica').fontSize(10).text(`[ ] ${s.name} — ${s.subjectName}: ${s.detail}`);
  }
  for (const line of order.lines) {
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text(`${line.line}. ${line.packageName} × ${line.quantity} — ${line.subjectName}${line.group ? ` (${line.group})` : ''}`);
    doc.font('Helvetica').fontSize(10);
    if (line.background) doc.text(`Background: ${line.background.name}`);
    if (line.yearbookPose) doc.text(`Yearbook pose: ${photoName(line.yearbookPose)}`);
    for (const answer of line.answers) doc.text(`${answer.name}: ${answer.value ?? '—'}`);
    for (const item of line.items) {
      doc.text(`  [ ] Item ${item.item}: ${item.name}${item.productCode ? ` [${item.productCode}]` : ''}${item.digital ? ' (digital download)' : ` × ${item.copies}`}`);
      for (const photo of item.photos) doc.text(`      ${photo.nodeName}: ${photoName(photo)}, ${crop(photo.crop)}, rotated ${photo.rotation}°`);
      for (const text of item.texts) doc.text(`      Text "${text.name}": ${text.value ?? '—'}`);
      for (const file of item.printFiles) doc.text(`      File ${file.fileName}${file.reason ? ` — reprint: ${file.reason}` : ''}`);
    }
  }
  return send(reply, doc, `work-order-${order.orderNumber}.pdf`);
}

/** Said before an order the school is billed for and has not paid yet: it is not handed over as paid. */
const UNPAID_FLAG = 'UNPAID (bill the school): collect payment first';

/** The packing list: the batch by group and child, a box to tick per order, as the school hands it out. */
export function sendPackingList(reply: FastifyReply, rows: FulfilmentOrderRow[], header: { studioName: string; jobName: string; organization: string }, fileName: string) {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `Packing list · ${header.jobName}`, Author: header.studioName } });
  doc.font('Helvetica-Bold').fontSize(18).text('Packing list');
  doc.font('Helvetica').fontSize(10).text(`${header.studioName} · ${header.organization} · ${header.jobName} · ${rows.length} orders`);
  if (rows.length === 0) doc.moveDown().text('No orders in this list.');
  const groups = groupBatch(rows.map((row) => ({ ...row, child: row.children[0] ?? '' })));
  for (const group of groups) {
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text(`${group.organization} · ${group.group ?? NO_GROUP_LABEL} (${group.rows.length})`);
    doc.font('Helvetica').fontSize(10);
    for (const row of group.rows) doc.text(`[ ]  ${row.unpaid ? `${UNPAID_FLAG} · ` : ''}${row.child} — order ${row.orderNumber}, ${row.packageCount} package${row.packageCount === 1 ? '' : 's'}${row.children.length > 1 ? ` (also ${row.children.slice(1).join(', ')})` : ''} · ${row.customerName}`);
  }
  return send(reply, doc, fileName);
}
