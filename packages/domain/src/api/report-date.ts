import * as v from 'valibot';
import { parseUsDate } from '../dates/format';
import { boundedString } from '../validation/bounded';

/** A report day as the spec writes it (§5): MM/DD/YYYY, and a real calendar day. */
export const ReportDate = v.pipe(boundedString(10), v.trim(), v.check((text) => parseUsDate(text) !== null, 'Use a real date as MM/DD/YYYY'));
