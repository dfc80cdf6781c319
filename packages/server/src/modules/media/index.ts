// What the rest of the server uses of media: reading an uploaded file, a green screen's signed address, and
// making a photo's derivatives again (queued or at once).
export { MULTIPART, readUpload, registerMultipart } from './routes/upload';
export { greenScreenUrl } from './routes/customer-greenscreen-images';
export { processPhoto, queuePhoto } from './services/photo-processing';
