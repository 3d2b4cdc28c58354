import yauzl from 'yauzl';

/**
 * Whether a zip (an XLSX) expands to at most `maxBytes`, read before any workbook library
 * inflates it whole: a 5 MB upload can hold gigabytes of zeros (a zip bomb). Each entry's declared
 * size is summed, and each entry is inflated as a stream that yauzl stops at its declared size, so
 * a file that lies about its sizes is refused too (rejected, as unreadable).
 */
export function expandsWithin(data: Buffer, maxBytes: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error('not a zip'));
      let total = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve(true));
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        // Past the limit: stop reading; the rest is never inflated.
        if (total > maxBytes) return resolve(false);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('unreadable entry'));
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  });
}
