export { MessageDialog, type MessageDialogProps } from './message-dialog.js'
