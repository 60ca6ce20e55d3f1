{{/* Names and labels. */}}
{{- define "dokskenas.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "dokskenas.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "dokskenas.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/name: {{ include "dokskenas.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{- define "dokskenas.selectorLabels" -}}
app.kubernetes.io/name: {{ include "dokskenas.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{/* Labels of one component's objects: dict "root" $ "component" "api". */}}
{{- define "dokskenas.componentLabels" -}}
{{ include "dokskenas.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{/* Temporal task queues (workflows/contracts.py): the CPU worker's and the GPU OCR worker's. */}}
{{- define "dokskenas.documentsQueue" -}}documents{{- end }}
{{- define "dokskenas.ocrQueue" -}}ocr-gpu{{- end }}

{{/* Settings and secrets. */}}
{{- define "dokskenas.configData" -}}
{{- range $key, $value := .Values.settings }}
DOKSKENAS_{{ $key }}: {{ toString $value | quote }}
{{- end }}
{{- end }}

{{- define "dokskenas.requiredSecretKeys" -}}
{{- list "DATABASE_URL" "SECRET_KEY" "S3_ACCESS_KEY" "S3_SECRET_KEY" "STRIPE_SECRET_KEY" "STRIPE_WEBHOOK_SECRET" | toJson }}
{{- end }}

{{- define "dokskenas.secretData" -}}
{{- range $key, $value := .Values.secret.values }}
{{- if $value }}
DOKSKENAS_{{ $key }}: {{ $value | b64enc | quote }}
{{- end }}
{{- end }}
{{- end }}

{{- define "dokskenas.secretName" -}}
{{- .Values.secret.existingSecret | default (include "dokskenas.fullname" .) }}
{{- end }}

{{/* Changes with every setting and secret value, so a `helm upgrade` that changes them rolls the pods. */}}
{{- define "dokskenas.configChecksum" -}}
{{- print (include "dokskenas.configData" .) (include "dokskenas.secretData" .) .Values.secret.existingSecret | sha256sum }}
{{- end }}

{{/* Image reference: dict "root" $ "image" .Values.ocrWorker.image (optional, falls back to .Values.image). */}}
{{- define "dokskenas.image" -}}
{{- $image := .image | default .root.Values.image }}
{{- $tag := $image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion }}
{{- printf "%s:%s" $image.repository $tag }}
{{- end }}

{{/*
Pod spec fields every component shares. dict "root" $ "values" <component values> "tmpSizeLimit" <size>.
Scheduling and security fall back to the chart-wide defaults when the component leaves them empty.
*/}}
{{- define "dokskenas.podCommon" -}}
{{- $root := .root }}
{{- $values := .values -}}
automountServiceAccountToken: false
enableServiceLinks: false
securityContext:
  {{- toYaml ($values.podSecurityContext | default $root.Values.podSecurityContext) | nindent 2 }}
{{- with $root.Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with ($values.nodeSelector | default $root.Values.nodeSelector) }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with ($values.tolerations | default $root.Values.tolerations) }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with ($values.affinity | default $root.Values.affinity) }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

{{/* Container fields every component shares: settings from the ConfigMap and the Secret (dict may name
others in "configName" and "secretName"), hardening. */}}
{{- define "dokskenas.containerCommon" -}}
{{- $root := .root -}}
imagePullPolicy: {{ $root.Values.image.pullPolicy }}
securityContext:
  {{- toYaml (.values.securityContext | default $root.Values.securityContext) | nindent 2 }}
envFrom:
  - configMapRef:
      name: {{ .configName | default (include "dokskenas.fullname" $root) }}
  - secretRef:
      name: {{ .secretName | default (include "dokskenas.secretName" $root) }}
{{- end }}

{{/* Pod template metadata: selector labels and the config checksum. dict "root" $ "component" … "values" … */}}
{{- define "dokskenas.podMetadata" -}}
labels:
  {{- include "dokskenas.selectorLabels" . | nindent 2 }}
annotations:
  checksum/config: {{ include "dokskenas.configChecksum" .root }}
  {{- with (.values.podAnnotations | default .root.Values.podAnnotations) }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end }}

{{/* The writable /tmp every pod gets, since the root filesystem is read-only. */}}
{{- define "dokskenas.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .values.tmpSizeLimit | default .root.Values.tmpSizeLimit }}
{{- end }}

{{- define "dokskenas.tmpMount" -}}
- name: tmp
  mountPath: /tmp
{{- end }}

{{/* Component objects. Each takes dict "root" $ "component" <name> "values" <component values>. */}}

{{- define "dokskenas.pdb" -}}
{{- if .values.pdb.enabled }}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "dokskenas.fullname" .root }}-{{ .component }}
  labels:
    {{- include "dokskenas.componentLabels" . | nindent 4 }}
spec:
  maxUnavailable: {{ .values.pdb.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "dokskenas.selectorLabels" . | nindent 6 }}
{{- end }}
{{- end }}

{{/* A Service on the component's metrics (or http) port; dict adds "port" and "portName", and may add
"metricsPort" for a second port named metrics. */}}
{{- define "dokskenas.service" -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "dokskenas.fullname" .root }}-{{ .component }}
  labels:
    {{- include "dokskenas.componentLabels" . | nindent 4 }}
spec:
  type: {{ .type | default "ClusterIP" }}
  selector:
    {{- include "dokskenas.selectorLabels" . | nindent 4 }}
  ports:
    - name: {{ .portName }}
      port: {{ .port }}
      targetPort: {{ .portName }}
      protocol: TCP
    {{- with .metricsPort }}
    - name: metrics
      port: {{ . }}
      targetPort: metrics
      protocol: TCP
    {{- end }}
{{- end }}

{{/* dict adds "portName": the Service port Prometheus scrapes. */}}
{{- define "dokskenas.serviceMonitor" -}}
{{- if .root.Values.metrics.serviceMonitor.enabled }}
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: {{ include "dokskenas.fullname" .root }}-{{ .component }}
  labels:
    {{- include "dokskenas.componentLabels" . | nindent 4 }}
    {{- with .root.Values.metrics.serviceMonitor.labels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
spec:
  selector:
    matchLabels:
      {{- include "dokskenas.selectorLabels" . | nindent 6 }}
  endpoints:
    - port: {{ .portName }}
      path: /metrics
      interval: {{ .root.Values.metrics.serviceMonitor.interval }}
{{- end }}
{{- end }}

{{/*
A KEDA ScaledObject with the temporal trigger on the component's task queue; dict adds "taskQueue" and,
for activity-only queues, "workflowQueue": the queue whose running workflows keep the workers up.
*/}}
{{- define "dokskenas.scaledObject" -}}
{{- $keda := .values.keda }}
{{- if $keda.enabled }}
apiVersion: keda.sh/v1alpha1
kind: ScaledObject
metadata:
  name: {{ include "dokskenas.fullname" .root }}-{{ .component }}
  labels:
    {{- include "dokskenas.componentLabels" . | nindent 4 }}
spec:
  scaleTargetRef:
    name: {{ include "dokskenas.fullname" .root }}-{{ .component }}
  minReplicaCount: {{ $keda.minReplicaCount }}
  maxReplicaCount: {{ $keda.maxReplicaCount }}
  pollingInterval: {{ $keda.pollingInterval }}
  cooldownPeriod: {{ $keda.cooldownPeriod }}
  advanced:
    horizontalPodAutoscalerConfig:
      behavior:
        scaleDown:
          stabilizationWindowSeconds: {{ $keda.scaleDownStabilizationSeconds }}
          policies:
            - type: Pods
              value: 1
              periodSeconds: 60
  triggers:
    - type: temporal
      metadata:
        endpoint: {{ .root.Values.settings.TEMPORAL_ADDRESS | quote }}
        namespace: {{ .root.Values.settings.TEMPORAL_NAMESPACE | quote }}
        taskQueue: {{ .taskQueue | quote }}
        queueTypes: {{ $keda.queueTypes | quote }}
        targetQueueSize: {{ $keda.targetQueueSize | quote }}
        activationTargetQueueSize: {{ $keda.activationTargetQueueSize | quote }}
        {{- with .workflowQueue }}
        includeRunningWorkflowCount: "true"
        workflowTaskQueueForCount: {{ . | quote }}
        {{- end }}
      {{- with $keda.authenticationRef }}
      authenticationRef:
        name: {{ . }}
      {{- end }}
{{- end }}
{{- end }}
