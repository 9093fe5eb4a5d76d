// A valid one-page PDF of an exact size, produced in 64 KiB chunks so no copy of it is ever
// held whole: the padding is an unreferenced stream object, and the cross-reference table
// counts it, so a PDF reader opens the file without repairing it.

const chunkBytes = 64 * 1024;
const paddingChunk = Buffer.alloc(chunkBytes, 0x41);

export interface PaddedPdf {
  length: number;
  chunks(): Generator<Buffer>;
}

function objectsBefore(): string[] {
  const content = 'BT /F1 12 Tf 36 740 Td (Payslip of Ana Silva) Tj ET';
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

export function paddedPdf(size: number): PaddedPdf {
  let prefix = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, body] of objectsBefore().entries()) {
    offsets.push(prefix.length);
    prefix += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  offsets.push(prefix.length);
  const suffixFor = (paddingLength: number) => {
    const xrefOffset =
      prefix.length +
      `6 0 obj\n<< /Length ${paddingLength} >>\nstream\n`.length +
      paddingLength +
      '\nendstream\nendobj\n'.length;
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    return (
      `\nendstream\nendobj\nxref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}` +
      `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
    );
  };
  // The header and trailer lengths depend on the padding's digits only; two passes settle them.
  let padding = size - prefix.length - 200;
  for (let pass = 0; pass < 2; pass += 1) {
    const overhead = prefix.length + `6 0 obj\n<< /Length ${padding} >>\nstream\n`.length + suffixFor(padding).length;
    padding = size - overhead;
  }
  if (padding < 0) throw new Error(`a padded PDF cannot be smaller than its ${size - padding} bytes of structure`);
  const head = Buffer.from(`${prefix}6 0 obj\n<< /Length ${padding} >>\nstream\n`, 'latin1');
  const tail = Buffer.from(suffixFor(padding), 'latin1');
  return {
    length: head.length + padding + tail.length,
    *chunks() {
      yield head;
      for (let left = padding; left > 0; left -= chunkBytes) {
        yield left >= chunkBytes ? paddingChunk : paddingChunk.subarray(0, left);
      }
      yield tail;
    },
  };
}
