import { Form as AntForm, type FormProps } from 'antd';
import { type PropsWithChildren, useEffect } from 'react';
import { refusalFieldsEdited, refusalFormLeft } from '../lib/notify';

/**
 * Every form of the console: antd's, whose server refusal toast (the API client's, `notifyRefusal`) ends with its fix
 * (audit GU1). Editing the field the refusal names closes it, and so does leaving the form, as the storefront's
 * `useFormToasts` does; a save that goes through closes it in the API client.
 */
function ConsoleForm<Values = unknown>({ onValuesChange, ...props }: PropsWithChildren<FormProps<Values>>) {
  const { form } = props;
  useEffect(() => () => refusalFormLeft(form), [form]);
  return (
    <AntForm<Values>
      {...props}
      onValuesChange={(changed, all) => {
        refusalFieldsEdited(form, changed);
        onValuesChange?.(changed, all);
      }}
    />
  );
}

export const Form = Object.assign(ConsoleForm, {
  useForm: AntForm.useForm,
  useFormInstance: AntForm.useFormInstance,
  useWatch: AntForm.useWatch,
  Item: AntForm.Item,
  List: AntForm.List,
  ErrorList: AntForm.ErrorList,
  Provider: AntForm.Provider,
});
