// generated - do not edit: written by `npm run gen` from schemas/models/add-health-plans.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/add-health-plans.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/add-health-plans.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/add-health-plans.json","title":"caption.addHealthPlans","type":"object","required":["plans"],"properties":{"plans":{"title":"caption.healthPlans","type":"array","maxItems":500,"uniqueItems":true,"items":{"type":"integer","minimum":1,"maximum":999999999},"messages":{"required":"providerManagement.healthPlanRequired","contains":"providerManagement.healthPlanRequired","maxItems":"field.invalid","uniqueItems":"field.invalid","type":"field.invalid"},"contains":{"type":"integer"}}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/add-health-plans.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.plans === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plans"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "plans")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.plans !== undefined){
let data0 = data.plans;
if(Array.isArray(data0)){
if(data0.length > 500){
const err2 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/maxItems",keyword:"maxItems",params:{limit: 500}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/plans/" + i0,schemaPath:"#/properties/plans/items/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 999999999 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/plans/" + i0,schemaPath:"#/properties/plans/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/plans/" + i0,schemaPath:"#/properties/plans/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
const _errs9 = errors;
const len1 = data0.length;
for(let i1=0; i1<len1; i1++){
let data2 = data0[i1];
const _errs10 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/plans/" + i1,schemaPath:"#/properties/plans/contains/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid3 = _errs10 === errors;
if(valid3){
break;
}
}
if(!valid3){
const err7 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/contains",keyword:"contains",params:{minContains: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
let i2 = data0.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data0[i2];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err8 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err9 = {instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
