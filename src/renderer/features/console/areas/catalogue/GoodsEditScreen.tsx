/**
 * The goods editor (issue 20 part goods, `/catalogue/new` and `/catalogue/:id`): title,
 * category (a leaf), brand, the platform store, main image + gallery and description images
 * (uploaded through the operator API, previewed, reordered by drag or arrows), description, spec
 * names × values generating the SKU table (price and market price typed in yuan, sent in fen;
 * initial stock for new SKUs only). Field errors of the server are shown beside their fields;
 * leaving with unsaved changes asks first. A merchant's goods is shown read-only.
 */
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Result,
  Row,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useNavigate, useParams } from 'react-router-dom';
import {
  GOODS_DETAIL_IMAGES_MAX,
  GOODS_IMAGES_MAX,
  GOODS_SPEC_NAME_MAX,
  type OpsGoodsDetail,
} from '../../../../../shared/contract/ops-goods';
import { ApiError, isNotFound, useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { goodsApi } from './api';
import {
  cleanSpecs,
  emptyValues,
  formPathOf,
  fromDetail,
  isOptionalPrice,
  isPrice,
  isStock,
  skuRows,
  toInput,
  type GoodsFormValues,
  type SkuDraft,
} from './goods-form';
import { ImageListField } from './ImageListField';
import { useUnsavedGuard } from './unsaved-guard';
import './strings';

/** A form rule's answer: ok, or the message. */
const check = (ok: boolean, message: string): Promise<void> =>
  ok ? Promise.resolve() : Promise.reject(new Error(message));

const GoodsEditScreen = observer(function GoodsEditScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const isNew = params.id === undefined;
  const detail = useLoad(
    (signal) => (id === null ? Promise.resolve(null) : goodsApi.detail(id, signal)),
    [id],
  );
  if (!isNew && id === null) {
    return <Result status="404" title={t('console.catalogue.editor.notFound')} />;
  }
  if (detail.status === 'loading') return <PageSpin />;
  if (detail.status === 'error') {
    return isNotFound(detail.error) ? (
      <Result status="404" title={t('console.catalogue.editor.notFound')} />
    ) : (
      <LoadFailed
        title={t('console.catalogue.editor.loadError')}
        error={detail.error}
        retry={detail.retry}
      />
    );
  }
  return <GoodsEditor key={id ?? 'new'} goods={detail.data ?? null} />;
});

function GoodsEditor({ goods }: { goods: OpsGoodsDetail | null }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const readOnly = !session.can('catalogue.write') || (goods !== null && !goods.platform);
  const [form] = Form.useForm<GoodsFormValues>();
  const [initial] = useState<GoodsFormValues>(() => (goods ? fromDetail(goods) : emptyValues()));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const options = useLoad((signal) => goodsApi.options(signal), []);
  // `preserve`: the rows' spec and key are not form fields; without it the watch drops them
  const skus =
    (Form.useWatch('skus', { form, preserve: true }) as SkuDraft[] | undefined) ?? initial.skus;

  const confirmLeave = useCallback(
    (leave: () => void) => {
      modal.confirm({
        title: t('console.catalogue.editor.leaveTitle'),
        content: t('console.catalogue.editor.leaveContent'),
        okText: t('console.catalogue.editor.leaveOk'),
        cancelText: t('console.catalogue.editor.stay'),
        okButtonProps: { danger: true },
        onOk: leave,
      });
    },
    [modal, t],
  );
  useUnsavedGuard(dirty && !readOnly, confirmLeave);

  // the SKU rows follow the specs (a combination keeps what was typed for it)
  const onValuesChange = (changed: Partial<GoodsFormValues>) => {
    setDirty(true);
    if ('specs' in changed) {
      const all = form.getFieldsValue(true) as GoodsFormValues;
      form.setFieldValue('skus', skuRows(cleanSpecs(all.specs ?? []), all.skus ?? []));
    }
  };

  const submit = async () => {
    let values: GoodsFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as GoodsFormValues;
    } catch {
      void message.error(t('console.catalogue.editor.invalidForm'));
      return;
    }
    setSaving(true);
    try {
      const input = toInput(values);
      const saved = goods
        ? await goodsApi.update({ ...input, id: goods.id })
        : await goodsApi.create(input);
      setDirty(false);
      void message.success(
        t(goods ? 'console.catalogue.editor.saved' : 'console.catalogue.editor.created'),
      );
      // after the guard is off (next render)
      setTimeout(() => navigate(goods ? '/catalogue' : `/catalogue/${saved.id}`), 0);
    } catch (err) {
      const e = ApiError.from(err);
      if (e.field) {
        const path = formPathOf(e.field);
        form.setFields([{ name: path as never, errors: [e.text] }]);
      }
      void message.error(e.message);
    } finally {
      setSaving(false);
    }
  };

  const opts = options.data;
  const specNames = cleanSpecs((Form.useWatch('specs', form) ?? initial.specs) as never).map(
    (s) => s.name,
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {goods
            ? t('console.catalogue.editor.editTitle', { id: goods.id })
            : t('console.catalogue.editor.newTitle')}
        </Typography.Title>
        <Button onClick={() => navigate('/catalogue')}>{t('console.catalogue.editor.back')}</Button>
      </Space>
      {goods && !goods.platform && (
        <Alert type="info" showIcon title={t('console.catalogue.editor.merchantGoods')} />
      )}
      <Form<GoodsFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        disabled={readOnly}
        data-testid="goods-form"
        onFinish={() => void submit()}
      >
        <Card
          title={t('console.catalogue.editor.basics')}
          size="small"
          style={{ marginBottom: 16 }}
        >
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                name="title"
                label={t('console.catalogue.editor.title')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    min: 2,
                    max: 60,
                    message: t('console.catalogue.editor.titleRequired'),
                  },
                ]}
              >
                <Input maxLength={60} showCount data-testid="goods-title-input" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="seller_id"
                label={t('console.catalogue.editor.seller')}
                rules={[{ required: true, message: t('console.catalogue.editor.sellerRequired') }]}
              >
                <Select
                  loading={options.loading}
                  options={(opts?.sellers ?? []).map((s) => ({ value: s.id, label: s.name }))}
                  data-testid="goods-seller"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="category_id"
                label={t('console.catalogue.editor.category')}
                rules={[
                  { required: true, message: t('console.catalogue.editor.categoryRequired') },
                ]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={options.loading}
                  options={(opts?.categories ?? []).map((c) => ({
                    value: c.id,
                    label: c.parent_name ? `${c.parent_name} / ${c.name}` : c.name,
                  }))}
                  data-testid="goods-category"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="brand_id" label={t('console.catalogue.editor.brand')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('console.catalogue.editor.brandNone')}
                  loading={options.loading}
                  options={(opts?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))}
                  data-testid="goods-brand"
                />
              </Form.Item>
            </Col>
          </Row>
          {/* issue 23 gaps (freight): the goods' freight template; empty = the shop's default */}
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                name="freight_template"
                label={t('console.catalogue.editor.freightTemplate')}
                extra={t('console.catalogue.editor.freightTemplateHint')}
              >
                <Select
                  allowClear
                  placeholder={t('console.catalogue.editor.freightTemplateDefault', {
                    // while the options load: an ellipsis, not an empty name
                    name:
                      opts?.freight_templates.find((x) => x.code === opts.default_freight_template)
                        ?.name ?? '…',
                  })}
                  loading={options.loading}
                  options={(opts?.freight_templates ?? []).map((x) => ({
                    value: x.code,
                    label: x.name,
                  }))}
                  aria-label={t('console.catalogue.editor.freightTemplate')}
                  data-testid="goods-freight-template"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="images"
            label={t('console.catalogue.editor.images')}
            extra={t('console.catalogue.editor.imagesHint', { max: GOODS_IMAGES_MAX })}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: t('console.catalogue.editor.imagesRequired'),
              },
            ]}
          >
            <ImageListField
              max={GOODS_IMAGES_MAX}
              markMain
              disabled={readOnly}
              testId="goods-images"
            />
          </Form.Item>
          <Form.Item
            name="detail_images"
            label={t('console.catalogue.editor.detailImages')}
            extra={t('console.catalogue.editor.detailImagesHint', { max: GOODS_DETAIL_IMAGES_MAX })}
          >
            <ImageListField
              max={GOODS_DETAIL_IMAGES_MAX}
              disabled={readOnly}
              testId="goods-detail-images"
            />
          </Form.Item>
          <Form.Item name="description" label={t('console.catalogue.editor.description')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Card>

        <Card title={t('console.catalogue.editor.specs')} size="small" style={{ marginBottom: 16 }}>
          <Form.List name="specs">
            {(fields, { add, remove }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.length === 0 && (
                  <Typography.Text type="secondary">
                    {t('console.catalogue.editor.noSpecHint')}
                  </Typography.Text>
                )}
                {fields.map((field, i) => (
                  <Row gutter={12} key={field.key} align="top">
                    <Col span={5}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label={i === 0 ? t('console.catalogue.editor.specName') : undefined}
                        rules={[
                          {
                            required: true,
                            whitespace: true,
                            max: 20,
                            message: t('console.catalogue.editor.specNameRequired'),
                          },
                          {
                            validator: (_, v?: string) => {
                              const all = (form.getFieldValue('specs') ?? []) as {
                                name?: string;
                              }[];
                              const same = all.filter(
                                (s) => (s?.name ?? '').trim() === (v ?? '').trim(),
                              ).length;
                              return check(
                                !v || same <= 1,
                                t('console.catalogue.editor.specNameDuplicate'),
                              );
                            },
                          },
                        ]}
                      >
                        <Input
                          maxLength={20}
                          placeholder={t('console.catalogue.editor.specNamePlaceholder')}
                          data-testid={`goods-spec-name-${i}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={15}>
                      <Form.Item
                        name={[field.name, 'values']}
                        label={i === 0 ? t('console.catalogue.editor.specValues') : undefined}
                        rules={[
                          {
                            required: true,
                            type: 'array',
                            min: 1,
                            message: t('console.catalogue.editor.specValuesRequired'),
                          },
                        ]}
                      >
                        <Select
                          mode="tags"
                          open={false}
                          tokenSeparators={[',', '，']}
                          placeholder={t('console.catalogue.editor.specValuesPlaceholder')}
                          data-testid={`goods-spec-values-${i}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item label={i === 0 ? ' ' : undefined}>
                        <Button onClick={() => remove(field.name)}>
                          {t('console.catalogue.editor.removeSpec')}
                        </Button>
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                {fields.length < GOODS_SPEC_NAME_MAX && (
                  <Button
                    type="dashed"
                    onClick={() => add({ name: '', values: [] })}
                    data-testid="goods-spec-add"
                  >
                    {t('console.catalogue.editor.addSpec')}
                  </Button>
                )}
              </Space>
            )}
          </Form.List>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('console.catalogue.editor.skuTable')}
          </Typography.Title>
          <SkuTable rows={skus} specNames={specNames} isNewGoods={goods === null} />
        </Card>

        {goods === null && (
          <Form.Item name="publish" valuePropName="checked">
            <Checkbox data-testid="goods-publish">{t('console.catalogue.editor.publish')}</Checkbox>
          </Form.Item>
        )}
        {!readOnly && (
          <div className="goods-editor__bar">
            <Space>
              <Button type="primary" htmlType="submit" loading={saving} data-testid="goods-save">
                {t('console.catalogue.editor.save')}
              </Button>
              <Button onClick={() => navigate('/catalogue')} disabled={false}>
                {t('console.catalogue.editor.back')}
              </Button>
            </Space>
          </div>
        )}
      </Form>
    </Space>
  );
}

/** The SKU rows as a table of form fields (`skus[i].price`, …). */
function SkuTable({
  rows,
  specNames,
  isNewGoods,
}: {
  rows: SkuDraft[];
  specNames: string[];
  isNewGoods: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table<SkuDraft & { index: number }>
      rowKey="key"
      size="small"
      pagination={false}
      data-testid="goods-sku-table"
      dataSource={rows.map((r, index) => ({ ...r, index }))}
      footer={isNewGoods ? undefined : () => t('console.catalogue.editor.stockHint')}
      columns={[
        {
          title: t('console.catalogue.editor.sku'),
          key: 'spec',
          render: (_: unknown, r) =>
            specNames.length === 0
              ? t('console.catalogue.editor.defaultSku')
              : specNames.map((n) => `${n}: ${r.spec?.[n] ?? ''}`).join(' / '),
        },
        {
          title: t('console.catalogue.editor.priceYuan'),
          key: 'price',
          width: 180,
          render: (_: unknown, r) => (
            <Form.Item
              name={['skus', r.index, 'price']}
              style={{ margin: 0 }}
              rules={[
                {
                  validator: (_rule, v?: string) =>
                    check(isPrice(v), t('console.catalogue.editor.priceRequired')),
                },
              ]}
            >
              <Input prefix="¥" inputMode="decimal" data-testid={`goods-sku-price-${r.index}`} />
            </Form.Item>
          ),
        },
        {
          title: t('console.catalogue.editor.marketPriceYuan'),
          key: 'market_price',
          width: 180,
          render: (_: unknown, r) => (
            <Form.Item
              name={['skus', r.index, 'market_price']}
              style={{ margin: 0 }}
              rules={[
                {
                  validator: (_rule, v?: string) =>
                    check(isOptionalPrice(v), t('console.catalogue.editor.marketPriceInvalid')),
                },
              ]}
            >
              <Input prefix="¥" inputMode="decimal" />
            </Form.Item>
          ),
        },
        {
          title: t('console.catalogue.editor.initialStock'),
          key: 'stock',
          width: 150,
          render: (_: unknown, r) =>
            r.id !== undefined ? (
              <span title={t('console.catalogue.editor.stockExisting')}>
                {t('console.catalogue.editor.stockExisting')}: {r.current_stock ?? 0}
              </span>
            ) : (
              <Form.Item
                name={['skus', r.index, 'stock']}
                style={{ margin: 0 }}
                rules={[
                  {
                    validator: (_rule, v?: string) =>
                      check(isStock(v), t('console.catalogue.editor.stockInvalid')),
                  },
                ]}
              >
                <Input
                  inputMode="numeric"
                  placeholder="0"
                  data-testid={`goods-sku-stock-${r.index}`}
                />
              </Form.Item>
            ),
        },
      ]}
    />
  );
}

export default GoodsEditScreen;
